#if !canImport(MapKit)
  import Foundation
  import ViewGraph

  /// A balloon marker at a coordinate, with a title (S266).
  ///
  /// ```swift
  /// Marker("Lisbon", systemImage: "building.columns", coordinate: lisbon).tint(.orange)
  /// ```
  public struct Marker<Label: View>: MapContent {
    /// Where the marker is.
    @_spi(Inspection) public let coordinate: CLLocationCoordinate2D
    let label: Label

    public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
      self.coordinate = coordinate
      self.label = label()
    }

    public var body: some View { label }
  }

  extension Marker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
      self.init(coordinate: coordinate) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
      self.init(coordinate: coordinate) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
      self.init(coordinate: coordinate) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
      self.init(coordinate: coordinate) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
      self.init(coordinate: coordinate) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
      self.init(coordinate: coordinate) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
      self.init(coordinate: coordinate) { Text(title) }
    }
  }
#endif
