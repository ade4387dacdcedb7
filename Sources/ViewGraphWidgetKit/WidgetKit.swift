// `import WidgetKit` in a mirror on Linux (`-module-alias WidgetKit=ViewGraphWidgetKit`): what
// an app's own screens ask of its widgets (`WidgetCenter` reloads, recorded on the host) and
// the values a widget's views read (`WidgetFamily`, `TimelineEntry`). Widgets themselves are
// an extension's scenes, not here. On Apple platforms this module is WidgetKit.
#if canImport(WidgetKit)
  @_exported import WidgetKit
#endif
