#if !canImport(MapKit)
  import Foundation

  /// Where a map's camera is: chosen automatically, a region, a camera, or following the
  /// user. `positionedByUser` is true once the user (or a test, for them) moved it.
  ///
  /// ```swift
  /// @State private var position: MapCameraPosition = .region(region)
  /// ```
  public struct MapCameraPosition: Equatable, @unchecked Sendable {
    enum Kind {
      case automatic
      case region(MKCoordinateRegion)
      case camera(MapCamera)
      case userLocation(followsHeading: Bool, fallback: Box)
    }
    /// Lets the user-location case hold a fallback position of this type.
    final class Box: @unchecked Sendable {
      let position: MapCameraPosition
      init(_ position: MapCameraPosition) { self.position = position }
    }

    let kind: Kind
    public internal(set) var positionedByUser = false

    init(kind: Kind, positionedByUser: Bool = false) {
      self.kind = kind
      self.positionedByUser = positionedByUser
    }

    public static let automatic = MapCameraPosition(kind: .automatic)
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
      MapCameraPosition(kind: .region(region))
    }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition {
      MapCameraPosition(kind: .camera(camera))
    }
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition)
      -> MapCameraPosition
    {
      MapCameraPosition(kind: .userLocation(followsHeading: followsHeading, fallback: Box(fallback)))
    }

    /// The region, if the position is one.
    public var region: MKCoordinateRegion? {
      if case .region(let region) = kind { return region }
      return nil
    }

    /// The camera, if the position is one.
    public var camera: MapCamera? {
      if case .camera(let camera) = kind { return camera }
      return nil
    }

    /// Whether the camera follows the user's location.
    public var followsUserLocation: Bool {
      if case .userLocation = kind { return true }
      return false
    }

    /// The position to use while the user's location is unknown.
    public var fallbackPosition: MapCameraPosition? {
      if case .userLocation(_, let fallback) = kind { return fallback.position }
      return nil
    }

    public static func == (a: MapCameraPosition, b: MapCameraPosition) -> Bool {
      guard a.positionedByUser == b.positionedByUser else { return false }
      switch (a.kind, b.kind) {
      case (.automatic, .automatic): return true
      case (.region(let x), .region(let y)): return x.isSame(as: y)
      case (.camera(let x), .camera(let y)): return x == y
      case (.userLocation(let x, let f), .userLocation(let y, let g)):
        return x == y && f.position == g.position
      default: return false
      }
    }
  }
#endif
