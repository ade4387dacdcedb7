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
}
