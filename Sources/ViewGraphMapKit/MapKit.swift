// `import MapKit` in a mirror on Linux (`-module-alias MapKit=ViewGraphMapKit`): MapKit for
// SwiftUI over ViewGraph. A `Map` keeps its camera-position and selection bindings, which a
// test writes as a user's pan or tap would; its content (markers, annotations, overlays) is
// mounted as views a test finds. Nothing is drawn and there are no map tiles, searches or
// directions. On Apple platforms this module is MapKit.
#if canImport(MapKit)
  @_exported import MapKit
#else
  @_exported import ViewGraphCoreLocation
#endif
