import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

/// A watch workout log: a note is added through a text field link, which a lock disables.
private struct WorkoutNotes: View {
  @State var notes: [String] = []
  @State var locked = false

  var body: some View {
    List {
      ForEach(notes, id: \.self) { Text($0) }
      TextFieldLink("Add a note", prompt: Text("What happened?")) { notes.append($0) }
        .disabled(locked)
      Toggle("Lock", isOn: $locked)
    }
  }
}

@MainActor
@Suite("TextFieldLink")
struct TextFieldLinkTests {
  @Test("S318: submit(_:) runs the link's onSubmit with the text, and what reads it updates")
  func submit() {
    let harness = ParentHarness { WorkoutNotes() }
    harness.find(textFieldLink: "Add a note")?.submit("Ran 5 km")
    harness.find(textFieldLink: "Add a note")?.submit("Felt good")
    #expect(harness.find(WorkoutNotes.self)?.view.notes == ["Ran 5 km", "Felt good"])
    #expect(harness.find(text: "Felt good") != nil)
  }

  @Test("the snapshot shows the link by its title; the map shows the action it runs")
  func snapshotAndMap() {
    let harness = ParentHarness { WorkoutNotes() }
    #expect(harness.snapshot().contains("TextFieldLink \"Add a note\""))
    #expect(harness.ownershipMap().description.contains("TextFieldLink \"Add a note\" -> action(text)"))
  }

  @Test("finding a link by a title none has records one issue listing the links mounted")
  func notFound() {
    let harness = ParentHarness { WorkoutNotes() }
    let recorded = recordedIssueDetails { #expect(harness.find(textFieldLink: "Add") == nil) }
    #expect(
      recorded.map(\.message) == [
        """
        find(textFieldLink: "Add"): no TextFieldLink titled "Add" is mounted
          TextFieldLinks mounted: "Add a note"
          Fix: match the title exactly as shown.
        """
      ])
    #expect(recorded.map(\.line) == [#line - 9])
  }

  @Test("a disabled link takes no text: one issue, and onSubmit does not run")
  func disabled() {
    let harness = ParentHarness { WorkoutNotes() }
    harness.find(toggle: "Lock")?.tap()
    expectRecorded(
      """
      submit(_:): TextFieldLink "Add a note" is disabled
        A .disabled(true) above it sets \\.isEnabled to false.
        Fix: bring the screen into the state that enables it first.
      """
    ) {
      harness.find(textFieldLink: "Add a note")?.submit("Ignored")
    }
    #expect(harness.find(WorkoutNotes.self)?.view.notes == [])
  }

  @Test("a text field link asked for as a button is named, with the query that finds it")
  func askedAsAnotherKind() {
    let harness = ParentHarness { WorkoutNotes() }
    expectRecorded(
      """
      find(button: "Add a note"): no Button titled "Add a note" is mounted
        No Button is mounted.
        A TextFieldLink is titled "Add a note".
        Fix: use find(textFieldLink: "Add a note") to find it; it offers submit(_:).
      """
    ) {
      _ = harness.find(button: "Add a note")
    }
  }
}
