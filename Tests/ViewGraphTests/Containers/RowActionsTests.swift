import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog

@MainActor
@Suite("Context menus and swipe actions") struct RowActionsTests {
  @Test("context menus and swipe actions are mounted; their buttons can be tapped")
  func contextMenuAndSwipeActions() {
    let store = HabitStore()
    let host = mount(HabitListScreen().environment(store))
    #expect(host.control("Archive Walk")?.kind == .button)
    host.tap("Archive Walk")
    #expect(store.archived == ["Walk"])
    #expect(!host.shows("Walk"))
  }
}
