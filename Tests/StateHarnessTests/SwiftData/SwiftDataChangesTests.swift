import Foundation
import StateHarness
import Testing
import ViewGraph
import ViewGraphSwiftData

/// Lists the chores of the container above it.
private struct ChoreList: View {
  @Query(sort: \.title) var chores: [Chore]
  var body: some View {
    VStack { ForEach(chores) { ChoreRow(chore: $0) } }
  }
}

private struct ChoreRow: View {
  let chore: Chore
  var body: some View { Text(chore.title) }
}

@MainActor
struct SwiftDataChangesTests {
  private func container() -> ModelContainer {
    // An in-memory container cannot fail to open.
    try! ModelContainer(for: Chore.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  }

  /// A list showing "Dishes", and the container behind it.
  private func mounted() -> (ParentHarness<some View>, ModelContext) {
    let container = container()
    container.mainContext.insert(Chore(title: "Dishes"))
    return (ParentHarness { ChoreList().modelContainer(container) }, container.mainContext)
  }

  @Test func S272_anInsertIsAChangeOfTheQueryAndOfTheNewModel() {
    let (harness, context) = mounted()
    let changes = harness.stateChanges { context.insert(Chore(title: "Laundry")) }
    #expect(
      changes.map(\.description) == [
        #"ChoreList.chores: − ["Chore#1"]  + ["Chore#1", "Chore#2"]"#,
        #"Chore#2.title: − (absent)  + "Laundry""#,
      ])
  }

  @Test func S272_anInsertListedAsTheQuerysChangePasses() {
    let (harness, context) = mounted()
    harness.expectChanges(.state(ChoreList.self, "chores"), .model(\Chore.title, to: "Laundry")) {
      context.insert(Chore(title: "Laundry"))
    }
  }

  @Test func S272_anUnlistedInsertIsOneIssueNamingTheQuery() {
    let (harness, context) = mounted()
    let line = #line + 2
    expectRecorded(1) {
      harness.expectChanges(.model(\Chore.title)) { context.insert(Chore(title: "Bins")) }
    } matching: { issue in
      normalized(message(issue)) == """
        expectChanges: 1 unexpected change
          ChoreList.chores: − ["Chore#N"]  + ["Chore#N", "Chore#N"]
          (−: before the action, +: after it)
          Fix: if a change is intended, list it — expectChanges(.state(ChoreList.self, "chores")); \
        if not, find what the action writes that it should not.
        """
        && issue.sourceLocation?.line == line
    }
  }

  @Test func S273_aQuerysViewReRendersOnAnInsertForItsDependencies() {
    let (harness, context) = mounted()
    #expect(
      harness.changes { context.insert(Chore(title: "Bins")) } == [
        "ChoreList: @dependencies changed.", "ChoreRow: @self changed.",
      ])
  }
}
