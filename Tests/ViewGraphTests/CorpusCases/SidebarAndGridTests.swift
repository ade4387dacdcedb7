import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

private enum Panel: Hashable { case city }

private struct SidebarAndGrid: View {
  var body: some View {
    List {
      NavigationLink(value: Panel.city) { Label("Cities", systemImage: "building.2") }
        .listItemTint(.secondary)
      Label("Inbox", systemImage: "tray").listItemTint(.monochrome)
      Label("Fixed", systemImage: "pin").listItemTint(.fixed(.orange))
      Grid {
        GridRow {
          Text("Sweet").gridCellAnchor(.leading)
          Text("3").gridCellAnchor(.trailing)
        }
      }
    }
    .toolbar(removing: .sidebarToggle)
  }
}

@MainActor
@Suite("Corpus screen: a sidebar list with a grid (measure6)")
struct SidebarAndGridTests {
  @Test("list tints, grid anchors and toolbar removal are recorded and mount")
  func sidebarAndGrid() {
    let host = mount(SidebarAndGrid())
    #expect(host.texts.contains("Sweet"))
    #expect(host.texts.contains("3"))
  }
}
