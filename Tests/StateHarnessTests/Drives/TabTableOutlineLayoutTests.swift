import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog
@testable import StateHarness

/// The iOS 18 `Tab`, `OutlineGroup`, `Table` and custom `Layout` containers mount their
/// content, so it can be found and driven.
@MainActor
@Suite("S71: tabs, outlines, tables and layouts mount their content") struct TabTableOutlineLayoutTests {
  @Test("S71: Tab values mount every tab's content and label")
  func tabsMountTheirContent() {
    let harness = ParentHarness { LibraryBrowserScreen().environment(Library()) }
    #expect(harness.contains(text: "Shelves"))
    #expect(harness.contains(text: "Loans"))
    #expect(harness.contains(text: "Poetry"))
    #expect(harness.contains(text: "Dune"))
  }

  @Test("S71: an OutlineGroup mounts every level of the tree")
  func outlineGroupMountsEveryLevel() {
    let harness = ParentHarness { LibraryBrowserScreen().environment(Library()) }
    #expect(harness.contains(text: "Fiction"))
    #expect(harness.contains(text: "Sci-fi"))
    #expect(harness.contains(text: "Mystery"))
    #expect(harness.findAll(DisclosureGroup<Text, OutlineSubgroupChildren>.self).count == 1)
  }

  @Test("S71: a Table mounts a row's columns; a row's control writes the model")
  func tableRowsAreDriven() {
    let library = Library()
    let harness = ParentHarness { LibraryBrowserScreen().environment(library) }
    #expect(harness.contains(text: "Title"))
    harness.find(toggle: "Returned Rebecca")?.tap()
    #expect(library.loans[1].returned)
    #expect(!library.loans[0].returned)
  }

  @Test("S71: a custom Layout mounts its content; its buttons act")
  func customLayoutMountsContent() {
    let harness = ParentHarness { LibraryBrowserScreen().environment(Library()) }
    harness.find(button: "new")?.tap()
    #expect(harness.contains(text: "Picked new"))
    #expect(harness.contains(text: "classic"))
  }
}
