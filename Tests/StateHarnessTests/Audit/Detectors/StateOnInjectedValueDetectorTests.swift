import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

// Mistake 1: a `@State` set to what the parent passes in, on an object or on a value.

@MainActor
@Suite("Mistake 1: @State on a value passed in")
struct StateOnInjectedValueDetectorTests {
  @Test("mistake 1: @State on an injected object")
  func stateOnInjected() {
    let audit = ParentHarness { StateChildScreen() }.ownershipAudit()
    #expect(audit.findings.map(\.mistake) == [.stateOnInjectedValue])
    #expect(
      normalized(audit.description) == """
        Ownership audit: StateChild.store — mistake 1, @State on a value passed in; breaks Rule 2 (@Bindable shares, never owns)
          @State store holds Store#N, which StateChildScreen.store holds too: it was passed in.
          @State keeps the first instance it was given and ignores the ones the parent passes later: the view stops updating.
          Fix: declare `@Bindable var store: Store` (or a plain `let` if the view only reads it).
        """)
  }

  @Test("mistake 1 on a value: a @State set from an initialiser to a value its parent holds")
  func stateCopyOfAPassedValue() {
    let line = #line + 1
    let issues = recordedIssueDetails { ParentHarness { ScrumDetailScreen() }.auditOwnership() }
    #expect(
      issues.map(\.message) == [
        """
        Ownership audit: EditView.scrum — mistake 1, @State on a value passed in; breaks Rule 3 (@Binding writes reach the source of truth)
          @State scrum = DailyScrum(id: 2, title: "App Dev", attendees: [Attendee] (3), …) is set by EditView's initialiser, and ScrumDetailScreen.scrums[1] holds the same value: it was passed in.
          @State keeps the first value it was given: the view edits its own copy, the parent never sees its writes, and values the parent passes later are ignored.
          Fix: declare `@Binding var scrum: DailyScrum` and pass `$scrum` from the view that owns it (or a plain `let` if the view only reads it).
        """
      ])
    #expect(issues.map(\.line) == [line])
    let finding = ParentHarness { ScrumDetailScreen() }.ownershipAudit().findings.first
    #expect(finding?.mistake == .stateOnInjectedValue)
    #expect(finding?.rule == .bindingWritesReachTheSource)
  }

  @Test("mistake 1 on a value holds: a @Binding, an inline default, a value the view computes itself")
  func valueStateThatIsNotACopy() {
    #expect(recordedIssues { ParentHarness { BindingDetailScreen() }.auditOwnership() } == 0)
    #expect(recordedIssues { ParentHarness { CounterFromInitScreen() }.auditOwnership() } == 0)
    #expect(recordedIssues { ParentHarness { ScrumsView() }.auditOwnership() } == 0)
  }

  @Test("mistake 1 on a value: false or 0 matches only a parent property of the same name")
  func commonplaceValues() {
    // The counter starts at 0 and the parent's unrelated `unread` is 0: no finding. The
    // editor's `isEditing` seeded from the parent's `isEditing` is a copy.
    let issues = recordedIssueDetails { ParentHarness { InboxScreen() }.auditOwnership() }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("Ownership audit: DraftEditor.isEditing — mistake 1") == true)
    #expect(issues.first?.message.contains("and InboxScreen.isEditing holds the same value") == true)
  }
}

private struct InboxScreen: View {
  @State var unread = 0
  @State var isEditing = false
  var body: some View {
    VStack {
      Text("\(unread) unread")
      MessageCounter(start: 0)
      DraftEditor(isEditing: isEditing)
    }
  }
}

private struct MessageCounter: View {
  @State var count: Int
  init(start: Int) { _count = State(initialValue: start) }
  var body: some View { Stepper("Messages \(count)", value: $count) }
}

private struct DraftEditor: View {
  @State var isEditing: Bool
  init(isEditing: Bool) { _isEditing = State(initialValue: isEditing) }
  var body: some View { Toggle("Editing", isOn: $isEditing) }
}
