import Foundation
import StateHarness
import Testing
import ViewGraph
import ViewGraphSwiftData

@Model final class Chore {
  var title: String
  init(title: String) { self.title = title }
}

/// Counts the chores of the container above it.
private struct ChoreCount: View {
  @Query var chores: [Chore]
  var body: some View { Text("\(chores.count) chores") }
}

private func inMemoryContainer() -> ModelContainer {
  // An in-memory container cannot fail to open.
  try! ModelContainer(for: Chore.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
}

/// The mistake: a new store on every render of the body.
private struct ContainerInBody: View {
  var body: some View { ChoreCount().modelContainer(inMemoryContainer()) }
}

/// The mistake in a property: a new store every time the parent makes this view.
private struct ContainerInLet: View {
  let container = inMemoryContainer()
  var body: some View { ChoreCount().modelContainer(container) }
}

/// Adds a chore through the context SwiftUI puts in the environment.
private struct ChoreAdder: View {
  @Environment(\.modelContext) private var modelContext
  var body: some View {
    Button("Add") { modelContext.insert(Chore(title: "Dishes")) }
  }
}

/// The fix: made once, owned by the view.
private struct ContainerInState: View {
  @State private var container = inMemoryContainer()
  var body: some View {
    VStack {
      ChoreCount()
      ChoreAdder()
    }
    .modelContainer(container)
  }
}

@MainActor
struct ModelContainerMadeOnRenderDetectorTests {
  @Test func S271_aContainerMadeInABodyIsAFinding() {
    let audit = ParentHarness { ContainerInBody() }.ownershipAudit()
    #expect(audit.findings.map(\.title) == ["a ModelContainer made anew on every render"])
    #expect(audit.findings.map(\.view) == ["ContainerInBody"])
    #expect(audit.findings.map(\.property) == ["body"])
    #expect(audit.findings.map(\.rule) == [.stateOwnsTheModel])
  }

  @Test func S271_aContainerInALetIsAFinding() {
    let audit = ParentHarness { ContainerInLet() }.ownershipAudit()
    #expect(audit.findings.map(\.view) == ["ContainerInLet"])
    #expect(audit.findings.map(\.property) == ["container"])
  }

  @Test func S271_aContainerMadeOnceIsNoFinding() {
    #expect(ParentHarness { ContainerInState() }.ownershipAudit().findings.isEmpty)
  }

  @Test func S274_theModelContextInTheEnvironmentIsNoDumpingGround() {
    let harness = ParentHarness { ContainerInState() }
    harness.find(button: "Add")?.tap()
    #expect(harness.find(text: "1 chores") != nil)
    #expect(harness.ownershipAudit().findings.isEmpty)
  }

  @Test func S271_theAuditRecordsOneIssueNamingTheBodyAtTheCallersLine() {
    let harness = ParentHarness { ContainerInBody() }
    let line = #line + 2
    expectRecorded(1) {
      harness.auditOwnership()
    } matching: { issue in
      normalized(message(issue)) == """
        Ownership audit: ContainerInBody.body — mistake 2, a ModelContainer made anew on every render; breaks Rule 1 (@State owns the model)
          ContainerInBody.body made ModelContainer#N, and ModelContainer#N after one re-render; no view above holds either.
          Each render opens a new store: what the screen inserted is gone, and every @Query fetches again.
          Fix: make the container once: in the App (`.modelContainer(for: Item.self)` on the WindowGroup), or in @State, and pass it down.
        """
        && issue.sourceLocation?.line == line
    }
  }
}
