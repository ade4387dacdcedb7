#if !canImport(MapKit)
  import Foundation

  /// The width and height of a map region, in degrees.
  ///
  /// ```swift
  /// MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)
  /// ```
  public struct MKCoordinateSpan: @unchecked Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    public init() {
      latitudeDelta = 0
      longitudeDelta = 0
    }

    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
      self.latitudeDelta = latitudeDelta
      self.longitudeDelta = longitudeDelta
    }
  }

  /// A region of a map: a center and a span. Like Apple's (a C struct), not `Equatable`.
  ///
  /// ```swift
  /// MKCoordinateRegion(center: lisbon, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
  /// ```
  public struct MKCoordinateRegion: @unchecked Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    public init() {
      center = CLLocationCoordinate2D()
      span = MKCoordinateSpan()
    }

    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
      self.center = center
      self.span = span
    }

    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`.
    public init(
      center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
      longitudinalMeters: CLLocationDistance
    ) {
      let metersPerDegree = 111_320.0
      let longitudeScale = max(cos(center.latitude * .pi / 180), 0.000_001)
      self.init(
        center: center,
        span: MKCoordinateSpan(
          latitudeDelta: latitudinalMeters / metersPerDegree,
          longitudeDelta: longitudinalMeters / (metersPerDegree * longitudeScale)))
    }

    /// Same center and span: what `MapCameraPosition`'s equality compares.
    func isSame(as other: MKCoordinateRegion) -> Bool {
      center.latitude == other.center.latitude && center.longitude == other.center.longitude
        && span.latitudeDelta == other.span.latitudeDelta && span.longitudeDelta == other.span.longitudeDelta
    }
  }

  /// A map camera: what it looks at, from how far, and at what angle.
  public struct MapCamera: Equatable, @unchecked Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double

    public init(
      centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0
    ) {
      self.centerCoordinate = centerCoordinate
      self.distance = distance
      self.heading = heading
      self.pitch = pitch
    }

    public static func == (a: MapCamera, b: MapCamera) -> Bool {
      a.centerCoordinate.latitude == b.centerCoordinate.latitude
        && a.centerCoordinate.longitude == b.centerCoordinate.longitude && a.distance == b.distance
        && a.heading == b.heading && a.pitch == b.pitch
    }
  }
#endif
