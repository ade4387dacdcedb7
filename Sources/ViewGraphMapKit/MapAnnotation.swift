#if !canImport(MapKit)
  import Foundation
  import ViewGraph

  /// An annotation of a map made with `annotationItems:` (before iOS 17).
  public protocol MapAnnotationProtocol: View {}

  /// Whether the map follows the user's location (before iOS 17).
  public enum MapUserTrackingMode: Sendable, Hashable {
    case none, follow
  }

  /// A balloon marker (before iOS 17).
  ///
  /// ```swift
  /// Map(coordinateRegion: $region, annotationItems: stops) { MapMarker(coordinate: $0.coordinate) }
  /// ```
  public struct MapMarker: MapAnnotationProtocol {
    @_spi(Inspection) public let coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { self.coordinate = coordinate }
    public var body: some View { EmptyView() }
  }

  /// A pin (before iOS 17).
  public struct MapPin: MapAnnotationProtocol {
    @_spi(Inspection) public let coordinate: CLLocationCoordinate2D
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) { self.coordinate = coordinate }
    public var body: some View { EmptyView() }
  }

  /// A view of the app's at a coordinate (before iOS 17).
  public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    @_spi(Inspection) public let coordinate: CLLocationCoordinate2D
    let content: Content
    public init(
      coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
      @ViewBuilder content: () -> Content
    ) {
      self.coordinate = coordinate
      self.content = content()
    }
    public var body: some View { content }
  }
#endif
