import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

/// A stack with a pushed screen that presents a sheet; the sheet may hold a stack of its own.
private struct Library: View {
  @State var path: [String] = ["Dune"]
  @State var showsFilters = false
  let filtersHaveAStack: Bool

  var body: some View {
    NavigationStack(path: $path) {
      Text("Books")
        .navigationDestination(for: String.self) { title in
          VStack {
            Text("Book \(title)")
            Button("Filters") { showsFilters = true }
          }
        }
    }
    .sheet(isPresented: $showsFilters) {
      if filtersHaveAStack {
        NavigationStack {
          NavigationLink("Genres") { Text("Genre list") }
        }
      } else {
        Text("Filter options")
      }
    }
  }
}

@MainActor
@Suite("S130: going back reaches only the presentation on top")
struct NavigateBackTests {
  @Test("S130: with a sheet shown over a pushed screen, navigateBack() records an issue and pops nothing")
  func sheetCoversTheStack() {
    let harness = ParentHarness { Library(filtersHaveAStack: false) }
    harness.find(button: "Filters")?.tap()
    let recorded = recordedIssueDetails { harness.navigateBack() }
    #expect(
      recorded.map(\.message) == [
        """
        navigateBack(): a sheet is shown on top, with no screen pushed in it to go back from
          It shows Text "Filter options", presented by Library.
          The screens below it cannot be reached until it is dismissed.
          Fix: dismiss it first (probe.dismiss(), or the button it offers), then go back.
        """
      ])
    #expect(recorded.map(\.line) == [#line - 10])
    #expect(harness.find(Library.self)?.view.path == ["Dune"])
    #expect(harness.contains(text: "Filter options"))
  }

  @Test("S130: a stack inside the sheet is the one navigateBack() pops")
  func stackInsideTheSheet() {
    let harness = ParentHarness { Library(filtersHaveAStack: true) }
    harness.find(button: "Filters")?.tap()
    harness.find(navigationLink: "Genres")?.tap()
    #expect(harness.contains(text: "Genre list"))
    harness.navigateBack()
    #expect(!harness.contains(text: "Genre list"))
    #expect(harness.contains(text: "Book Dune"))
    #expect(harness.find(Library.self)?.view.path == ["Dune"])
  }

  @Test("S130: once the sheet is dismissed, navigateBack() pops the stack below")
  func afterDismissal() {
    let harness = ParentHarness { Library(filtersHaveAStack: false) }
    harness.find(button: "Filters")?.tap()
    harness.find(text: "Filter options")?.dismiss()
    harness.navigateBack()
    #expect(harness.find(Library.self)?.view.path == [])
    #expect(harness.contains(text: "Books"))
  }
}
