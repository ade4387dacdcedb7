import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog
@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("Ownership audit")
struct OwnershipAuditTests {
  @Test("a correct screen audits clean")
  func clean() {
    ParentHarness { Screen() }.auditOwnership()
    #expect(ParentHarness { Screen() }.ownershipAudit().description == "No ownership mistakes found.")
  }

  @Test("no false positives on the SwiftUI-style screens of the catalog")
  func catalogAuditsClean() {
    ParentHarness { Seed000.PlayerView(episode: .init(title: "One")) }.auditOwnership()
    ParentHarness { Seed001.ThermostatView() }.auditOwnership()
    ParentHarness { Seed002.TextExample.ExampleView() }.auditOwnership()
    ParentHarness { Seed002.ModelExample.ExampleView() }.auditOwnership()
    ParentHarness { Seed002.ListExample.ExampleView() }.auditOwnership()
    ParentHarness { Seed003.SettingsScreen() }.auditOwnership()
    ParentHarness { Seed004.ContentView() }.auditOwnership()
    ParentHarness { BookListScreen() }.auditOwnership()
    ParentHarness { ProfileEditorScreen() }.auditOwnership()
    ParentHarness { InboxTabsScreen() }.auditOwnership()
    ParentHarness { SplitBrowserScreen() }.auditOwnership()
    ParentHarness { CardGalleryScreen() }.auditOwnership()
    ParentHarness { LoginRoot() }.auditOwnership()
    ParentHarness { DownloadScreen() }.auditOwnership()
    ParentHarness { OrderScreen() }.auditOwnership()
  }

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

  @Test("mistake 2: a model the view creates, held by @Bindable or let")
  func recreated() {
    let bindable = ParentHarness { BindableOwnerScreen() }.ownershipAudit()
    #expect(bindable.findings.map(\.mistake) == [.bindableOnOwnedModel])
    #expect(
      bindable.findings.first?.fix
        == "declare `@State private var store = Store()` in the view that creates it.")
    let plain = ParentHarness { LetScreen() }.ownershipAudit()
    #expect(plain.findings.first?.evidence.first?.hasPrefix("let store was Store#") == true)
  }

  @Test("the audit records one issue per finding at the caller's line")
  func recordsIssues() {
    let harness = ParentHarness { FreshChildScreen() }
    let line = #line + 2
    expectRecorded(1) {
      harness.auditOwnership()
    } matching: { issue in
      message(issue).hasPrefix(
        "Ownership audit: NameSection.store — mistake 2, @Bindable on a model the view creates")
        && issue.sourceLocation?.line == line
    }
  }

  @Test("a suppression with a reason silences its finding; a stale one is reported")
  func suppressions() {
    let harness = ParentHarness { StateChildScreen() }
    harness.auditOwnership(suppressing: [
      AuditSuppression(
        .stateOnInjectedValue, in: StateChild.self, property: "store", because: "seeded once on purpose")
    ])
    let audit = harness.ownershipAudit(suppressing: [
      AuditSuppression(
        .stateOnInjectedValue, in: StateChild.self, property: "store", because: "seeded once on purpose")
    ])
    #expect(audit.findings.isEmpty)
    #expect(audit.description.hasPrefix("Suppressed (seeded once on purpose): StateChild.store"))
    expectRecorded(
      """
      auditOwnership: the suppression of NameSection.store (mistake 4, @Binding to a reference type) matched nothing
        Fix: delete the suppression: the screen no longer shows that mistake.
      """
    ) {
      ParentHarness { Screen() }.auditOwnership(suppressing: [
        AuditSuppression(.bindingToReference, in: NameSection.self, property: "store", because: "legacy")
      ])
    }
  }

  @Test("a suppression without a reason is reported (and the finding it accepts is a warning)")
  func suppressionNeedsReason() {
    expectRecorded(2) {
      ParentHarness { StateChildScreen() }.auditOwnership(suppressing: [
        AuditSuppression(.stateOnInjectedValue, in: StateChild.self, property: "store", because: " ")
      ])
    } matching: { issue in
      message(issue).hasSuffix(
        "gives no reason\n  Fix: say why the pattern is intended: AuditSuppression(…, because: \"…\").")
        || issue.severity == .warning
    }
  }

  @Test("an accepted finding is recorded as a warning naming it and why: the test passes")
  func acceptedFindingIsAWarning() {
    var severities: [Issue.Severity] = []
    expectRecorded(1) {
      ParentHarness { StateChildScreen() }.auditOwnership(suppressing: [
        AuditSuppression(
          .stateOnInjectedValue, in: StateChild.self, property: "store", because: "seeded once on purpose")
      ])
    } matching: { issue in
      severities.append(issue.severity)
      return message(issue) == """
        auditOwnership: accepted mistake 1, @State on a value passed in on StateChild.store
          because: seeded once on purpose
        """
    }
    #expect(severities == [.warning])
  }

  // MARK: - Mistake 1 on a value, mistake 2 named by the wrapper the view wrote

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

  @Test("mistake 2 on an ObservableObject: the headline names @ObservedObject, the fix @StateObject")
  func observedObjectTheViewCreates() {
    expectRecorded(
      """
      Ownership audit: MeetingView.scrumTimer — mistake 2, @ObservedObject on a model the view creates; breaks Rule 1 (@State owns the model)
        @ObservedObject scrumTimer was ScrumTimer#N, and ScrumTimer#N after one re-render; no view above holds either.
        @ObservedObject owns no storage: the parent's new struct brings a new object.
        Fix: declare `@StateObject private var scrumTimer = ScrumTimer()` in the view that creates it.
      """
    ) {
      ParentHarness { MeetingView() }.auditOwnership()
    }
  }

  @Test("mistake 2 on a let: the headline says a plain `let`, not @Bindable")
  func letTheViewCreates() {
    let finding = ParentHarness { LetScreen() }.ownershipAudit().findings.first
    #expect(
      normalized(finding?.failure.headline ?? "")
        == "Ownership audit: LetScreen.store — mistake 2, a plain `let` on a model the view creates; "
        + "breaks Rule 1 (@State owns the model)")
    #expect(finding?.title == "a plain `let` on a model the view creates")
    #expect(finding?.fix == "declare `@State private var store = Store()` in the view that creates it.")
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
