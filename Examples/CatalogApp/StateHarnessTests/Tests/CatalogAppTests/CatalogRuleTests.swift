import StateHarness
import Testing

@testable import CatalogApp

/// The app's model loads the file the app bundles, through `Bundle.main`, as it does on a
/// device: no edit of the app, no data injected.
@MainActor
struct CatalogRuleTests {
  // snippet: theAppLoadsItsBundledCatalog
  @Test func theAppLoadsItsBundledCatalog() {
    let harness = ParentHarness(app: CatalogApp())
    #expect(
      harness.installed(Catalog.self)?.places.map(\.name) == [
        "Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail",
      ])
    harness.expectStateOwnsTheModel(of: Catalog.self)
  }
  // snippet end

  @Test func theFavoritesToggleFiltersTheList() {
    let harness = ParentHarness(app: CatalogApp())
    #expect(harness.find(navigationLink: "Silver Salmon Creek") != nil)
    harness.find(toggle: "Favorites only")?.tap()
    #expect(harness.findAll(navigationLink: "Silver Salmon Creek").isEmpty)
    #expect(harness.find(navigationLink: "Turtle Rock") != nil)
  }
}
