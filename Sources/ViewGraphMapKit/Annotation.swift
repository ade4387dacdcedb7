#if !canImport(MapKit)
  import Foundation
  import ViewGraph

  /// A view of the app's at a coordinate, with a title below it (S266).
  ///
  /// ```swift
  /// Annotation("Truck", coordinate: truck.coordinate) { Image(systemName: "truck.box") }
  /// ```
  public struct Annotation<Label: View, Content: View>: MapContent {
    /// Where the annotation is.
    @_spi(Inspection) public let coordinate: CLLocationCoordinate2D
    let content: Content
    let label: Label

    public init(
      coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content,
      @ViewBuilder label: () -> Label
    ) {
      self.coordinate = coordinate
      self.content = content()
      self.label = label()
    }

    public var body: some View {
      VStack {
        content
        label
      }
    }
  }

  extension Annotation where Label == Text {
    public init(
      _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
      @ViewBuilder content: () -> Content
    ) {
      self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
      _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
      @ViewBuilder content: () -> Content
    ) {
      self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(title) }
    }
  }

  /// The user's location on the map; headlessly there is none to show.
  public struct UserAnnotation: MapContent {
    public init(anchor: UnitPoint = .center) {}
    public var body: some View { EmptyView() }
  }

  /// A circle of `radius` meters around `center`.
  public struct MapCircle: MapContent {
    @_spi(Inspection) public let center: CLLocationCoordinate2D
    @_spi(Inspection) public let radius: CLLocationDistance
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
      self.center = center
      self.radius = radius
    }
    public var body: some View { EmptyView() }
  }

  /// A line through coordinates.
  public struct MapPolyline: MapContent {
    @_spi(Inspection) public let coordinates: [CLLocationCoordinate2D]
    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
    public var body: some View { EmptyView() }
  }

  /// A closed shape through coordinates.
  public struct MapPolygon: MapContent {
    @_spi(Inspection) public let coordinates: [CLLocationCoordinate2D]
    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
    public var body: some View { EmptyView() }
  }

  extension MapContent {
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> Self { self }
    public func annotationTitles(_ visibility: Visibility) -> Self { self }
  }
#endif
