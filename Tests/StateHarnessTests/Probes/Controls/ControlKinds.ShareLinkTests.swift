import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

/// An article whose share link offers its address, and an export offering two notes.
private struct ArticleScreen: View {
  @State var slug = "first"
  @State var locked = false

  var body: some View {
    Form {
      ShareLink(item: URL(string: "https://example.com/\(slug)")!)
        .disabled(locked)
      ShareLink("Export notes", items: ["Milk", "Bread"])
      Button("Next article") { slug = "second" }
      Toggle("Lock", isOn: $locked)
    }
  }
}

@MainActor
@Suite("ShareLink")
struct ShareLinkTests {
  @Test("items are what a tap offers the share sheet, and follow the state they are made of")
  func items() {
    let harness = ParentHarness { ArticleScreen() }
    #expect(
      harness.find(shareLink: "Share")?.items(of: URL.self) == [URL(string: "https://example.com/first")!])
    #expect(harness.find(shareLink: "Export notes")?.items(of: String.self) == ["Milk", "Bread"])
    #expect(harness.find(shareLink: "Export notes")?.items?.count == 2)
    harness.find(button: "Next article")?.tap()
    #expect(
      harness.find(shareLink: "Share")?.items(of: URL.self) == [URL(string: "https://example.com/second")!])
  }

  @Test("items of another type are nil, not a partial list")
  func itemsOfAnotherType() {
    let harness = ParentHarness { ArticleScreen() }
    #expect(harness.find(shareLink: "Export notes")?.items(of: URL.self) == nil)
  }

  @Test("the snapshot shows what each link shares; the map line says it too")
  func snapshotAndMap() {
    let harness = ParentHarness { ArticleScreen() }
    let snapshot = harness.snapshot()
    #expect(snapshot.contains("ShareLink \"Share\": shares https://example.com/first"))
    #expect(snapshot.contains("ShareLink \"Export notes\": shares \"Milk\", \"Bread\""))
    #expect(
      harness.ownershipMap().description.contains("ShareLink \"Export notes\" -> shares \"Milk\", \"Bread\""))
  }

  @Test("finding a link by a title none has records one issue listing the links mounted")
  func notFound() {
    let harness = ParentHarness { ArticleScreen() }
    let recorded = recordedIssueDetails { #expect(harness.find(shareLink: "Send") == nil) }
    #expect(
      recorded.map(\.message) == [
        """
        find(shareLink: "Send"): no ShareLink titled "Send" is mounted
          ShareLinks mounted: "Share", "Export notes"
          Fix: match the title exactly as shown.
        """
      ])
    #expect(recorded.map(\.line) == [#line - 9])
  }

  @Test("a link read after it left the tree is one issue naming it, and nil")
  func readAfterItLeft() {
    struct Toggled: View {
      @State var shows = true
      var body: some View {
        VStack {
          if shows { ShareLink("Share", item: "hello") }
          Button("Hide") { shows = false }
        }
      }
    }
    let harness = ParentHarness { Toggled() }
    let link = harness.find(shareLink: "Share")
    harness.find(button: "Hide")?.tap()
    let recorded = recordedIssueDetails { #expect(link?.items == nil) }
    // Its title is its label's text, which left with it.
    #expect(
      recorded.map(\.message) == [
        """
        items: ShareLink with no title is no longer mounted
          found at: Toggled > [0] branch 0: ShareLink
          Nothing of its type is mounted at that position now.
          Fix: assert that it is gone with contains(_:) or findAll(_:).
        """
      ])
  }

  @Test("a share link asked for as a button is named, with the query that finds it")
  func askedAsAnotherKind() {
    let harness = ParentHarness { ArticleScreen() }
    expectRecorded(
      """
      find(button: "Export notes"): no Button titled "Export notes" is mounted
        Buttons mounted: "Next article"
        A ShareLink is titled "Export notes".
        Fix: use find(shareLink: "Export notes") to find it; it offers items and items(of:).
      """
    ) {
      _ = harness.find(button: "Export notes")
    }
  }
}
