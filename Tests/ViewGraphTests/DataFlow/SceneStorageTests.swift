import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the screens a probe of common iOS 16–26 apps measured write it, and mounted, so the
// snippet is compiled in full and its view runs.

private struct RestoredSelection: View {
  enum Tab: String { case inbox, sent }
  @SceneStorage("selection") private var selection: String?
  @SceneStorage("tab") private var tab: Tab?
  @SceneStorage("count") private var count: Int?
  var body: some View {
    VStack {
      Text("Selection \(selection ?? "none"), tab \(tab?.rawValue ?? "none"), count \(count ?? 0)")
      Button("Pick") {
        selection = "a"
        tab = .sent
        count = 2
      }
      .buttonStyle(.card)
      .touchBar { Button("Bold") {} }
      .touchBarItemPresence(.required("pick"))
    }
  }
}

@MainActor
@Suite("SceneStorage")
struct SceneStorageTests {
  @Test("an optional @SceneStorage starts at nil and keeps what is written, as @State does")
  func optionalSceneStorage() {
    let host = mount(RestoredSelection())
    #expect(host.shows("Selection none, tab none, count 0"))
    host.tap("Pick")
    #expect(host.shows("Selection a, tab sent, count 2"))
    #expect(host.control("Bold") == nil)
  }
}
