import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A settings window that sizes its sidebar by the row size, as Ice's does.
private struct SettingsSidebar: View {
  @Environment(\.sidebarRowSize) private var sidebarRowSize
  private var width: Int {
    switch sidebarRowSize {
    case .small: 190
    case .medium: 210
    case .large: 230
    }
  }
  var body: some View { Text("Sidebar \(width)") }
}

@MainActor
@Suite("S358: EnvironmentValues.sidebarRowSize")
struct SidebarRowSizeTests {
  @Test("S358: the row size is .medium unless a view above sets it")
  func defaultIsMedium() {
    #expect(EnvironmentValues().sidebarRowSize == .medium)
    let host = mount(SettingsSidebar())
    #expect(host.shows("Sidebar 210"))
  }

  @Test("S358: a row size set above reaches the views that read it, and a change re-renders them")
  func setValueReachesReaders() {
    struct Root: View {
      @State private var size = SidebarRowSize.small
      var body: some View {
        VStack {
          Button("Larger") { size = .large }
          SettingsSidebar()
        }
        .environment(\.sidebarRowSize, size)
      }
    }
    let host = mount(Root())
    #expect(host.shows("Sidebar 190"))
    host.tap("Larger")
    #expect(host.shows("Sidebar 230"))
  }
}
