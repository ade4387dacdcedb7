import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog

/// The iOS 18 `Tab`, `OutlineGroup`, `Table` and custom `Layout` containers mount their
/// content, so it can be found and driven.
@MainActor
@Suite("S71: tabs, outlines, tables and layouts mount their content") struct TabTableOutlineLayoutTests {
  @Test("S71: Tab values mount every tab's content and label")
  func tabsMountTheirContent() {
    let host = mount(LibraryBrowserScreen().environment(ScreenCatalog.Library()))
    #expect(host.shows("Shelves"))
    #expect(host.shows("Loans"))
    #expect(host.shows("Poetry"))
    #expect(host.shows("Dune"))
  }

  @Test("S71: an OutlineGroup mounts every level of the tree")
  func outlineGroupMountsEveryLevel() {
    let host = mount(LibraryBrowserScreen().environment(ScreenCatalog.Library()))
    #expect(host.shows("Fiction"))
    #expect(host.shows("Sci-fi"))
    #expect(host.shows("Mystery"))
    #expect(host.nodes(DisclosureGroup<Text, OutlineSubgroupChildren>.self).count == 1)
  }

  @Test("S71: a Table mounts a row's columns; a row's control writes the model")
  func tableRowsAreDriven() {
    let library = ScreenCatalog.Library()
    let host = mount(LibraryBrowserScreen().environment(library))
    #expect(host.shows("Title"))
    #expect(host.control("Returned Rebecca")?.kind == .toggle)
    host.tap("Returned Rebecca")
    #expect(library.loans[1].returned)
    #expect(!library.loans[0].returned)
  }

  @Test("S71: a custom Layout mounts its content; its buttons act")
  func customLayoutMountsContent() {
    let host = mount(LibraryBrowserScreen().environment(ScreenCatalog.Library()))
    #expect(host.control("new")?.kind == .button)
    host.tap("new")
    #expect(host.shows("Picked new"))
    #expect(host.shows("classic"))
  }
}
