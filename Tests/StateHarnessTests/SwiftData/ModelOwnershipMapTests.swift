import Foundation
import StateHarness
import Testing
import ViewGraph
import ViewGraphSwiftData

@Model final class Errand {
  var title: String
  init(title: String) { self.title = title }
}

private struct ErrandList: View {
  @Environment(\.modelContext) private var modelContext
  @Query(sort: \.title) private var errands: [Errand]
  var body: some View {
    List(errands) { Text($0.title) }
    Button("Add") { modelContext.insert(Errand(title: "Post")) }
  }
}

/// The container made once per identity by `.modelContainer(for:)`.
private struct ErrandsScreen: View {
  var body: some View { ErrandList().modelContainer(for: Errand.self, inMemory: true) }
}

/// The container owned in @State and installed with `.modelContainer(_:)`.
private struct ErrandsOwner: View {
  @State private var container = try! ModelContainer(
    for: Errand.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  var body: some View { ErrandList().modelContainer(container) }
}

/// The mistake: a container made in `body`, so a new store every render.
private struct ErrandsInBody: View {
  var body: some View {
    ErrandList().modelContainer(
      try! ModelContainer(for: Errand.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
  }
}

/// The mistake in a `let`: a new store each time the parent makes the view.
private struct ErrandsInLet: View {
  let container = try! ModelContainer(
    for: Errand.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  var body: some View { ErrandList().modelContainer(container) }
}

/// S304: the map says who owns each container and which views borrow its context; rule 1
/// on a container made per render names it and gives a fix that compiles.
@MainActor
struct ModelOwnershipMapTests {
  @Test func S304_modelContainerForOwnsTheContainerItsScreensBorrow() {
    let harness = ParentHarness { ErrandsScreen() }
    harness.find(button: "Add")?.tap()
    #expect(
      harness.ownershipMap().description == """
        ErrandsScreen
          .modelContainer(for: [Errand])
            owns container: ModelContainer#1  (made once for this identity)
            ErrandList
              @Environment(\\.modelContext) modelContext = ModelContext#1  (borrowed: the main context of ModelContainer#1, owned by ErrandsScreen's .modelContainer(for:))
              @Query errands: [Errand] (1)  (fetched through ModelContext#1)
              Button "Add" -> action
        """)
  }

  @Test func S304_aContainerInStateIsOwnedByThatProperty() {
    let map = ParentHarness { ErrandsOwner() }.ownershipMap().description
    #expect(map.contains("  @State container: ModelContainer#1  (owned)"))
    #expect(
      map.contains(
        "  .modelContainer(_:)\n    let container: ModelContainer#1  (borrowed from ErrandsOwner.container)"))
    #expect(map.contains("(borrowed: the main context of ModelContainer#1, owned by ErrandsOwner.container)"))
  }

  @Test func S304_aContainerMadePerRenderIsOwnedByNoView() {
    for map in [
      ParentHarness { ErrandsInBody() }.ownershipMap(), ParentHarness { ErrandsInLet() }.ownershipMap(),
    ] {
      #expect(
        map.description.contains("let container: ModelContainer#1  (replaced by every parent re-render)"))
      #expect(
        map.description.contains("(borrowed: the main context of ModelContainer#1, which no view here owns)"))
    }
  }

  @Test func S304_aQueryWithNoContainerAboveFetchesNothing() {
    let harness = ParentHarness(runtimeWarnings: .collect) { ErrandList() }
    #expect(
      harness.ownershipMap().description.contains(
        "@Query errands: [Errand] (0)  (no context above: fetches nothing)"))
  }

  @Test func S304_ruleOneOnAContainerInALetIsOneIssueWithAFixThatCompiles() {
    let harness = ParentHarness { ErrandsInLet() }
    let line = #line + 2
    expectRecorded(1) {
      harness.expectStateOwnsTheModel(of: ModelContainer.self)
    } matching: { issue in
      normalized(message(issue)) == """
        Rule 1 (@State owns the model) broken: ErrandsInLet.container is a new ModelContainer after parent re-render 1 of 3
          declared: let container
          before:   ModelContainer#N
          after:    ModelContainer#N
          a `let` is part of the struct, and the parent's body creates a new struct every time.
          Fix: make the container once: in the App (`.modelContainer(for: Item.self)` on the WindowGroup), or `@State private var container = try! ModelContainer(for: Item.self)`, and pass it down.
        """
        && issue.sourceLocation?.line == line
    }
  }

  @Test func S304_ruleOneHoldsForAContainerInState() {
    ParentHarness { ErrandsOwner() }.expectStateOwnsTheModel(of: ModelContainer.self)
  }
}
