#if !canImport(MapKit)
  import Foundation
  import ViewGraph

  /// A point on a map an app marks, as MapKit declares it.
  ///
  /// ```swift
  /// final class Sighting: NSObject, MKAnnotation {
  ///   let coordinate: CLLocationCoordinate2D
  ///   init(_ coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
  /// }
  /// ```
  @preconcurrency @MainActor
  public protocol MKAnnotation: NSObjectProtocol {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
  }

  extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
  }

  /// An annotation at a coordinate with a title and subtitle.
  @preconcurrency @MainActor
  open class MKPointAnnotation: NSObject, MKAnnotation {
    public var coordinate: CLLocationCoordinate2D
    public var title: String?
    public var subtitle: String?

    public override init() {
      coordinate = CLLocationCoordinate2D()
      super.init()
    }

    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
      self.coordinate = coordinate
      self.title = title
      self.subtitle = subtitle
      super.init()
    }
  }

  /// What a map view tells its delegate; every method is optional.
  @preconcurrency @MainActor
  public protocol MKMapViewDelegate: NSObjectProtocol {
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation)
    func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation)
  }

  extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {}
    public func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) {}
  }

  /// MapKit's UIKit map view, as apps wrap it in a `UIViewRepresentable`: it keeps the
  /// annotations, region and selection the app sets, and tells its delegate what the user did
  /// (S335). Nothing is drawn; a test plays the user's pan and tap with the SPI `userPan(to:)`
  /// and `userSelect(_:)`, so a coordinator's binding writes are driven from a test.
  ///
  /// ```swift
  /// func makeUIView(context: Context) -> MKMapView {
  ///   let map = MKMapView()
  ///   map.delegate = context.coordinator
  ///   return map
  /// }
  /// ```
  @preconcurrency @MainActor
  open class MKMapView: UIView {
    /// What the map draws under its annotations.
    public enum MapType: UInt, Sendable {
      case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
    }

    /// Hears what the user does on the map.
    public weak var delegate: (any MKMapViewDelegate)?
    /// The annotations on the map, in the order added.
    public private(set) var annotations: [any MKAnnotation] = []
    /// The annotations selected: the last one the app or the user selected.
    public var selectedAnnotations: [any MKAnnotation] = []
    /// The region shown.
    public var region = MKCoordinateRegion()
    public var mapType = MapType.standard
    public var showsUserLocation = false
    public var isZoomEnabled = true
    public var isScrollEnabled = true
    public var isRotateEnabled = true
    public var isPitchEnabled = true

    /// The center of the region shown.
    public var centerCoordinate: CLLocationCoordinate2D {
      get { region.center }
      set { region.center = newValue }
    }

    /// Shows `region`; the delegate hears nothing, as the user did not move the map (S335).
    public func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }

    /// Centers the map on `coordinate`, keeping the span.
    public func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { region.center = coordinate }

    public func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
    public func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }

    /// Removes `annotation` (the same object), and its selection.
    public func removeAnnotation(_ annotation: any MKAnnotation) { removeAnnotations([annotation]) }

    public func removeAnnotations(_ annotations: [any MKAnnotation]) {
      let removed = annotations.map(ObjectIdentifier.init)
      self.annotations.removeAll { removed.contains(ObjectIdentifier($0)) }
      selectedAnnotations.removeAll { removed.contains(ObjectIdentifier($0)) }
    }

    /// Selects `annotation`, as the app asks, when it is on the map (a headless map shows all
    /// of them); the delegate hears only what the user does, so nothing here (S335).
    public func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
      guard annotations.contains(where: { $0 === annotation }) else { return }
      selectedAnnotations = [annotation]
    }

    /// Deselects `annotation` when it is selected.
    public func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
      guard let annotation else { return }
      selectedAnnotations.removeAll { $0 === annotation }
    }

    /// Plays the user moving the map to `region`: the region changes and the delegate hears
    /// `mapView(_:regionDidChangeAnimated:)` (S335).
    @_spi(Inspection)
    public func userPan(to region: MKCoordinateRegion) {
      self.region = region
      delegate?.mapView(self, regionDidChangeAnimated: false)
    }

    /// Plays the user tapping `annotation`: the one selected before is deselected and the
    /// delegate hears `mapView(_:didDeselect:)`, then `annotation` is selected and the delegate
    /// hears `mapView(_:didSelect:)`. Answers false, and does nothing, when `annotation` is not
    /// on the map (S335).
    @_spi(Inspection) @discardableResult
    public func userSelect(_ annotation: any MKAnnotation) -> Bool {
      guard annotations.contains(where: { $0 === annotation }) else { return false }
      if let previous = selectedAnnotations.first, previous !== annotation {
        selectedAnnotations = []
        delegate?.mapView(self, didDeselect: previous)
      }
      selectedAnnotations = [annotation]
      delegate?.mapView(self, didSelect: annotation)
      return true
    }
  }
#endif
