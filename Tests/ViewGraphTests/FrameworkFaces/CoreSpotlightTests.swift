import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphCoreSpotlight

/// A recipe list that indexes what it shows, in ACHNBrowserUI's shape: an attribute set per
/// item, indexed in the default index, and removed when the user deletes the recipe.
private struct RecipeIndexer {
  static func attributes(_ name: String) -> CSSearchableItemAttributeSet {
    let attributes = CSSearchableItemAttributeSet(contentType: .text)
    attributes.title = name
    attributes.contentDescription = "A recipe"
    attributes.keywords = [name.lowercased(), "recipe"]
    return attributes
  }

  static func index(_ names: [String], domain: String = "recipes") {
    let items = names.map {
      CSSearchableItem(uniqueIdentifier: $0, domainIdentifier: domain, attributeSet: attributes($0))
    }
    CSSearchableIndex.default().indexSearchableItems(items, completionHandler: nil)
  }
}

@MainActor
@Suite("S382: CoreSpotlight's index", .serialized)
struct CoreSpotlightTests {
  @Test("S382: indexed items are kept in order; an item indexed again replaces its identifier's")
  func indexKeepsItems() {
    defer { CSSearchableIndex.reset() }
    RecipeIndexer.index(["Tart", "Soup"])
    RecipeIndexer.index(["Tart"])
    let items = CSSearchableIndex.default().indexedItems
    #expect(items.map(\.uniqueIdentifier) == ["Tart", "Soup"])
    #expect(items.first?.attributeSet.title == "Tart")
    #expect(items.first?.attributeSet.contentType == "public.text")
  }

  @Test("S382: the index keeps a copy: changing the item afterwards does not change it")
  func indexCopies() {
    defer { CSSearchableIndex.reset() }
    let attributes = RecipeIndexer.attributes("Tart")
    let item = CSSearchableItem(uniqueIdentifier: "1", domainIdentifier: nil, attributeSet: attributes)
    CSSearchableIndex.default().indexSearchableItems([item])
    attributes.title = "Changed"
    #expect(CSSearchableIndex.default().indexedItems.first?.attributeSet.title == "Tart")
  }

  @Test("S382: an update sets only the attributes it sets")
  func updateMerges() {
    defer { CSSearchableIndex.reset() }
    RecipeIndexer.index(["Tart"])
    let change = CSSearchableItemAttributeSet(contentType: .text)
    change.rating = 5
    let update = CSSearchableItem(uniqueIdentifier: "Tart", domainIdentifier: "recipes", attributeSet: change)
    update.isUpdate = true
    CSSearchableIndex.default().indexSearchableItems([update])
    let kept = CSSearchableIndex.default().indexedItems.first?.attributeSet
    #expect(kept?.title == "Tart")
    #expect(kept?.rating == 5)
  }

  @Test("S382: deleting by identifier, by domain (with its subdomains) and all")
  func deletions() async throws {
    defer { CSSearchableIndex.reset() }
    let index = CSSearchableIndex.default()
    RecipeIndexer.index(["Tart", "Soup"])
    RecipeIndexer.index(["Cake"], domain: "recipes.desserts")
    RecipeIndexer.index(["Tea"], domain: "drinks")
    try await index.deleteSearchableItems(withIdentifiers: ["Soup"])
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["Tart", "Cake", "Tea"])
    try await index.deleteSearchableItems(withDomainIdentifiers: ["recipes"])
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["Tea"])
    try await index.deleteAllSearchableItems()
    #expect(index.indexedItems.isEmpty)
  }

  @Test("S382: indexes of different names keep their own items; the handler runs off the main thread")
  func namedIndexesAndHandler() async {
    defer { CSSearchableIndex.reset() }
    let named = CSSearchableIndex(name: "private")
    let item = CSSearchableItem(
      uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: RecipeIndexer.attributes("Note"))
    let onMain = await withCheckedContinuation { continuation in
      named.indexSearchableItems([item]) { error in
        continuation.resume(returning: Thread.isMainThread || error != nil)
      }
    }
    #expect(!onMain)
    #expect(named.indexedItems.count == 1)
    #expect(named.indexedItems.first?.uniqueIdentifier.isEmpty == false)
    #expect(CSSearchableIndex.default().indexedItems.isEmpty)
    #expect(CSSearchableIndex.isIndexingAvailable())
  }
}
