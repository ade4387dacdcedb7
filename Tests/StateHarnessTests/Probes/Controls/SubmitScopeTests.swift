import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

private struct ScopedComposer: View {
  @State var log: [String] = []
  @State private var tag = ""
  @State private var note = ""
  var body: some View {
    Form {
      TextField("Tag", text: $tag).submitScope()
      TextField("Note", text: $note)
      Text("Log \(log.joined(separator: ","))")
    }
    .onSubmit { log.append("save") }
  }
}

private struct Unsubmittable: View {
  @State private var name = ""
  var body: some View { TextField("Name", text: $name) }
}

@MainActor
@Suite("S242: return in a field inside a submit scope runs nothing, and is no issue")
struct SubmitScopeTests {
  @Test("S242: submit() in a scoped field records nothing and runs no action above the scope")
  func scopedFieldSubmitsNothing() {
    let harness = ParentHarness { ScopedComposer() }
    #expect(recordedIssues { harness.find(textField: "Tag")?.submit() } == 0)
    #expect(harness.contains(text: "Log "))
    harness.find(textField: "Note")?.submit()
    #expect(harness.contains(text: "Log save"))
  }

  @Test("S242: a field with no onSubmit anywhere above still records why submit() did nothing")
  func noSubmitActionIsStillAnIssue() {
    let harness = ParentHarness { Unsubmittable() }
    let issues = recordedIssueDetails { harness.find(textField: "Name")?.submit() }
    #expect(
      issues.map(\.message) == [
        """
        submit(): TextField "Name" has no submit action
          No .onSubmit { … } is applied above the field.
          Fix: add .onSubmit { … } to the field or a view above it.
        """
      ])
  }
}
