#if !canImport(MapKit)
  import ViewGraph

  /// What a map shows: markers, annotations, overlays, and groups of them. Here map content
  /// is views, mounted under the ``Map`` so a test finds each and reads where it is.
  ///
  /// ```swift
  /// Map { ForEach(stops) { Marker($0.name, coordinate: $0.coordinate) } }
  /// ```
  public protocol MapContent: View {}

  /// Builds a map's content, as `ViewBuilder` builds views.
  public typealias MapContentBuilder = ViewBuilder

  extension TupleView: MapContent {}
  extension ForEach: MapContent where Content: MapContent {}
  extension _ConditionalContent: MapContent where TrueContent: MapContent, FalseContent: MapContent {}
  extension Optional: MapContent where Wrapped: MapContent {}
  extension EmptyView: MapContent {}

  /// What a map lets the user do.
  public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1 << 0)
    public static let zoom = MapInteractionModes(rawValue: 1 << 1)
    public static let rotate = MapInteractionModes(rawValue: 1 << 2)
    public static let pitch = MapInteractionModes(rawValue: 1 << 3)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
  }

  /// Limits on where a map's camera may go.
  public struct MapCameraBounds: Sendable {
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(
      centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil,
      maximumDistance: Double? = nil
    ) {}
  }

  /// How a map is drawn.
  public struct MapStyle: Sendable {
    let name: String
    public static let standard = MapStyle(name: "standard")
    public static let imagery = MapStyle(name: "imagery")
    public static let hybrid = MapStyle(name: "hybrid")
    public static func standard(
      elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
      showsTraffic: Bool = false
    ) -> MapStyle { .standard }
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
    public static func hybrid(
      elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
      showsTraffic: Bool = false
    ) -> MapStyle { .hybrid }

    /// Flat or realistic terrain.
    public struct Elevation: Sendable {
      let name: String
      public static let automatic = Elevation(name: "automatic")
      public static let flat = Elevation(name: "flat")
      public static let realistic = Elevation(name: "realistic")
    }
  }

  /// Which points of interest a map shows.
  public struct PointOfInterestCategories: Sendable {
    let name: String
    public static let all = PointOfInterestCategories(name: "all")
    public static let excludingAll = PointOfInterestCategories(name: "excludingAll")
  }
#endif
