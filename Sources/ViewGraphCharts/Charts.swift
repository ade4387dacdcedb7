// `import Charts` in a mirror on Linux (`-module-alias Charts=ViewGraphCharts`): Swift Charts'
// declarations over ViewGraph. A chart's marks are views mounted under the `Chart`, each
// keeping the values it plots, so a test finds them (`find(BarMark.self)`) and reads their
// data; nothing is laid out or drawn, and the axis, scale and legend modifiers are accepted
// and change nothing a test reads. On Apple platforms this module is Charts.
#if canImport(Charts)
  @_exported import Charts
#endif
