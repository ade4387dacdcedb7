import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

@available(*, deprecated, message: "uses the deprecated ContextMenu container, as apps still do")
private struct LegacyContextMenu: View {
  let shows: Bool
  var body: some View {
    Text("Legacy").contextMenu(shows ? ContextMenu { Button("Copy") {} } : nil)
  }
}

@MainActor
@Suite("The ContextMenu container")
struct ContextMenuContainerTests {
  @available(*, deprecated, message: "mounts the deprecated ContextMenu container")
  @Test("a ContextMenu container's items are mounted; nil shows none")
  func legacyContextMenu() {
    #expect(mount(LegacyContextMenu(shows: true)).control("Copy") != nil)
    #expect(mount(LegacyContextMenu(shows: false)).control("Copy") == nil)
  }
}
