import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private struct Greeting: View {
  let name: String
  @State private var visits = 1
  var body: some View {
    VStack {
      Text("Hello, \(name)")
      Text("visits \(visits)")
      Button("Visit") { visits += 1 }
    }
  }
}

@MainActor
private func texts(_ host: ViewHost?) -> [String] {
  host?.root.descendants.compactMap(\.text) ?? []
}

@MainActor
@Suite("S248: hosting controllers and views mount a SwiftUI view")
struct HostingControllerTests {
  @Test("S248: UIHostingController mounts rootView when its view loads; a new rootView updates in place")
  func uiHostingControllerUpdatesInPlace() throws {
    let controller = UIHostingController(rootView: Greeting(name: "Ada"))
    #expect(!controller.isViewLoaded)
    let host = try #require(controller.viewHost)
    #expect(texts(host) == ["Hello, Ada", "visits 1", "Visit"])
    host.tap("Visit")
    controller.rootView = Greeting(name: "Grace")
    #expect(texts(host) == ["Hello, Grace", "visits 2", "Visit"])
  }

  @Test("S248: NSHostingController and NSHostingView mount rootView; a new rootView updates in place")
  func appKitHosting() throws {
    let controller = NSHostingController(rootView: Greeting(name: "Ada"))
    #expect(texts(controller.viewHost) == ["Hello, Ada", "visits 1", "Visit"])
    #expect(controller.view is NSHostingView<Greeting>)
    let view = NSHostingView(rootView: Greeting(name: "Linus"))
    view.rootView = Greeting(name: "Ken")
    #expect(texts(view.viewHost) == ["Hello, Ken", "visits 1", "Visit"])
  }
}
