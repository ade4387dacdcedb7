import Testing
import ViewGraph

@testable import StateHarness

private struct Mailboxes: View {
  @State var selection: String?
  var body: some View {
    List(selection: $selection) {
      Text("Mailboxes").tag("header").selectionDisabled()
      Text("Inbox").tag("inbox")
      Text("Archive").tag("archive").selectionDisabled(false)
      Text("selected \(selection ?? "none")")
    }
  }
}

@MainActor
@Suite("S167: a row below selectionDisabled() is not selected")
struct SelectionDisabledTests {
  @Test(
    "S167: select() on a selection-disabled row records why and selects nothing; selectionDisabled(false) selects"
  )
  func disabledRowIsNotSelected() {
    let harness = ParentHarness { Mailboxes() }
    harness.find(text: "Inbox")?.select()
    #expect(harness.contains(text: "selected inbox"))
    harness.find(text: "Archive")?.select()
    #expect(harness.contains(text: "selected archive"))
    let issues = recordedIssueDetails { harness.find(text: "Mailboxes")?.select() }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix("select(): the row of Text \"Mailboxes\" is .selectionDisabled()")
        == true)
    #expect(harness.contains(text: "selected archive"))
  }
}
