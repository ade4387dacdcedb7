import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphMapKit

private struct Stop: Identifiable {
  let id: String
  let coordinate: CLLocationCoordinate2D
}

private let lisbon = CLLocationCoordinate2D(latitude: 38.72, longitude: -9.14)
private let porto = CLLocationCoordinate2D(latitude: 41.15, longitude: -8.61)
private let span = MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)

private struct TripMap: View {
  let stops: [Stop]
  @State private var position: MapCameraPosition = .region(MKCoordinateRegion(center: lisbon, span: span))
  @State private var selected: String?
  @State private var visible: String = "not moved"
  var body: some View {
    VStack {
      Map(position: $position, selection: $selected) {
        ForEach(stops) { stop in Marker(stop.id, coordinate: stop.coordinate).tag(stop.id) }
        Annotation("You", coordinate: lisbon) { Text("📍") }
      }
      .mapStyle(.standard(elevation: .realistic))
      .onMapCameraChange { context in visible = String(format: "%.2f", context.region.center.latitude) }
      Text(selected ?? "none")
      Text(visible)
      Text(position.positionedByUser ? "moved by user" : "set by app")
    }
  }
}

@MainActor
private func interaction(_ host: ViewHost) throws -> MapInteraction {
  try #require(host.root.descendants.lazy.compactMap { $0.value as? MapInteraction }.first)
}

@MainActor
@Suite("S266: Map keeps its content and writes its position and selection bindings")
struct MapTests {
  @Test("S266: markers and annotations are mounted with their coordinates and titles")
  func contentIsMounted() throws {
    let host = mount(
      TripMap(stops: [Stop(id: "Lisbon", coordinate: lisbon), Stop(id: "Porto", coordinate: porto)]))
    let markers = host.root.descendants.compactMap { $0.value as? Marker<Text> }
    #expect(markers.map(\.coordinate.latitude) == [38.72, 41.15])
    #expect(Array(host.texts.prefix(4)) == ["Lisbon", "Porto", "📍", "You"])
    #expect(try interaction(host).cameraPosition?.region?.center.latitude == 38.72)
  }

  @Test("S266: a pan writes a user-positioned camera and runs onMapCameraChange with the new region")
  func panWritesThePosition() throws {
    let host = mount(TripMap(stops: []))
    let map = try interaction(host)
    host.perform { map.pan(to: MKCoordinateRegion(center: porto, span: span)) }
    host.update()
    #expect(host.texts.suffix(2) == ["41.15", "moved by user"])
    #expect(try interaction(host).cameraPosition?.positionedByUser == true)
    #expect(try interaction(host).cameraPosition?.region == nil, "MapKit reports no region after a gesture")
  }

  @Test("S266: a tap selects the tagged value; a value of another type is refused with a warning")
  func selectionWritesTheBinding() throws {
    let host = mount(TripMap(stops: [Stop(id: "Porto", coordinate: porto)]))
    let map = try interaction(host)
    host.perform { map.select("Porto") }
    host.update()
    #expect(host.texts.contains("none") == false)
    #expect(host.texts.contains("Porto"))
    let warnings = collectWarnings { map.select(42) }
    #expect(
      warnings.map(\.message) == ["Map's selection holds String, not Int; select(_:) selected nothing."])
  }

  @Test("S266: a map made with coordinateRegion: gets the region a pan moves to")
  func regionBindingIsWritten() throws {
    struct OldMap: View {
      @State var region = MKCoordinateRegion(
        center: lisbon, latitudinalMeters: 1000, longitudinalMeters: 1000)
      var body: some View {
        Map(coordinateRegion: $region)
        Text(String(format: "%.2f", region.center.latitude))
      }
    }
    let host = mount(OldMap())
    #expect(host.texts == ["38.72"])
    let map = try interaction(host)
    host.perform { map.pan(to: MKCoordinateRegion(center: porto, span: span)) }
    host.update()
    #expect(host.texts == ["41.15"])
  }
}
