import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphMapKit

/// A place an app marks on a UIKit map.
@MainActor
private final class Place: NSObject, MKAnnotation {
  let coordinate: CLLocationCoordinate2D
  let title: String?
  init(_ title: String, _ latitude: Double) {
    self.title = title
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: -9)
  }
}

/// An `MKMapView` wrapped as apps wrapped one before SwiftUI had `Map`: annotations from the
/// inputs, the user's selection and region written back through the coordinator.
private struct PlacesMap: UIViewRepresentable {
  let places: [Place]
  @Binding var selected: String?
  @Binding var latitude: Double

  final class Coordinator: NSObject, MKMapViewDelegate {
    var parent: PlacesMap
    init(_ parent: PlacesMap) { self.parent = parent }
    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {
      parent.selected = annotation.title ?? nil
    }
    func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) { parent.selected = nil }
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
      parent.latitude = mapView.centerCoordinate.latitude
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> MKMapView {
    let map = MKMapView()
    map.delegate = context.coordinator
    return map
  }

  func updateUIView(_ map: MKMapView, context: Context) {
    context.coordinator.parent = self
    map.removeAnnotations(map.annotations)
    map.addAnnotations(places)
  }
}

private struct PlacesScreen: View {
  let places: [Place]
  @State var selected: String?
  @State var latitude = 0.0
  var body: some View {
    Text("selected: \(selected ?? "none")")
    Text("latitude: \(Int(latitude))")
    PlacesMap(places: places, selected: $selected, latitude: $latitude)
  }
}

@MainActor
@Suite("S335: MKMapView keeps what the app set; a test plays what the user does")
struct MKMapViewTests {
  @Test("S335: the user's tap and pan reach the coordinator and the screen; the app's calls do not")
  func userActionsReachTheCoordinator() throws {
    let lisbon = Place("Lisbon", 38)
    let porto = Place("Porto", 41)
    let host = mount(PlacesScreen(places: [lisbon, porto]))
    let node = try #require(host.root.descendants.first { $0.viewType == PlacesMap.self })
    let map = try #require(node.representablePlatformObject as? MKMapView)
    #expect(map.annotations.count == 2)
    map.selectAnnotation(porto, animated: false)
    host.update()
    #expect(host.texts.first == "selected: none")
    #expect(map.selectedAnnotations.first === porto)
    #expect(map.userSelect(lisbon))
    host.update()
    #expect(host.texts.first == "selected: Lisbon")
    #expect(!map.userSelect(Place("Faro", 37)))
    map.userPan(to: MKCoordinateRegion(center: porto.coordinate, span: MKCoordinateSpan()))
    host.update()
    #expect(host.texts == ["selected: Lisbon", "latitude: 41"])
  }
}
