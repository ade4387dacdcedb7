import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("expectChanges: every value the screen holds, before and after")
struct ExpectChangesTests {
  @Test("passes when exactly the listed values change")
  func passes() {
    let harness = ParentHarness { SettingsPane() }
    #expect(
      recordedIssues {
        harness.expectChanges(.model(\AccountSettings.notificationsEnabled, to: false)) {
          harness.find(toggle: "Push notifications")?.tap()
        }
        harness.expectChanges(
          .model(\AccountSettings.displayName, to: "Grace"),
          .state(SettingsPane.self, "isShowingSheet", to: true)
        ) {
          harness.find(button: "Rename")?.tap()
          harness.find(button: "Edit profile")?.tap()
        }
        harness.expectNoChanges { harness.reRender() }
      } == 0)
  }

  @Test("an unexpected write fails with a − / + diff, once, at the caller's line")
  func unexpectedWrite() {
    let harness = ParentHarness { SettingsPane() }
    let line = #line + 2
    let issues = recordedIssueDetails {
      harness.expectChanges(.model(\AccountSettings.notificationsEnabled)) {
        harness.find(toggle: "Push notifications")?.tap()
        harness.find(button: "Rename")?.tap()
      }
    }
    #expect(
      issues.map(\.message) == [
        """
        expectChanges: 1 unexpected change
          AccountSettings.displayName: − "Ada"  + "Grace"
          (−: before the action, +: after it)
          Fix: if a change is intended, list it — expectChanges(.model(\\AccountSettings.displayName)); if not, find what the action writes that it should not.
        """
      ])
    #expect(issues.map(\.line) == [line])
  }

  @Test("an expected change that does not happen fails, as does one that ends at another value")
  func expectedChangeMissing() {
    let harness = ParentHarness { SettingsPane() }
    expectRecorded(
      """
      expectChanges: 2 expected changes did not happen
        SettingsPane.isShowingSheet: expected a change, stayed false
        AccountSettings.displayName: − "Ada"  + "Grace", expected + "Linus"
        (−: before the action, +: after it)
        Fix: for a change that did not happen, check the action reached what it meant to change (find(…) returns nil when nothing matches, and nothing is tapped), or correct the expectation.
      """
    ) {
      harness.expectChanges(
        .state(SettingsPane.self, "isShowingSheet"), .model(\AccountSettings.displayName, to: "Linus")
      ) {
        harness.find(button: "Rename")?.tap()
      }
    }
    expectRecorded(
      """
      expectChanges: 1 expected change did not happen
        SettingsPane.isShowingShet: SettingsPane holds no @State isShowingShet (its @State: settings, isShowingSheet, draft)
        Fix: for a change that did not happen, check the action reached what it meant to change (find(…) returns nil when nothing matches, and nothing is tapped), or correct the expectation.
      """
    ) {
      harness.expectChanges(.state(SettingsPane.self, "isShowingShet")) {}
    }
  }

  @Test("a view's @State is compared by view type and property name")
  func stateIncluded() {
    let harness = ParentHarness { SettingsPane() }
    expectRecorded(
      """
      expectNoChanges: 1 unexpected change
        SettingsPane.isShowingSheet: − false  + true
        (−: before the action, +: after it)
        Fix: if a change is intended, list it — expectChanges(.state(SettingsPane.self, "isShowingSheet")); if not, find what the action writes that it should not.
      """
    ) {
      harness.expectNoChanges { harness.find(button: "Edit profile")?.tap() }
    }
  }

  @Test("a model two views hold is reported once")
  func sharedModelOnce() {
    let harness = ParentHarness { SettingsPane() }
    let changes = harness.stateChanges { harness.find(button: "Rename")?.tap() }
    #expect(changes.map(\.description) == [#"AccountSettings.displayName: − "Ada"  + "Grace""#])
  }

  @Test("references print as their type name, never an address")
  func referencesWithoutAddresses() {
    let harness = ParentHarness { SettingsPane() }
    let changes = harness.stateChanges { harness.find(button: "Pin draft")?.tap() }
    #expect(
      changes.map(\.description) == [
        #"SettingsPane.draft: − Draft(title: "", isPinned: false, token: DraftToken)  "#
          + #"+ Draft(title: "", isPinned: true, token: DraftToken)"#
      ])
    #expect(!changes.description.contains("0x"))
  }

  @Test("an ObservableObject's @Published properties are compared by their values")
  func observableObject() {
    let harness = ParentHarness { TickerPane() }
    let changes = harness.stateChanges { harness.find(button: "Tick")?.tap() }
    #expect(changes.map(\.description) == ["Ticker.ticks: − 0  + 1"])
    #expect(
      recordedIssues {
        harness.expectChanges(.model(\Ticker.ticks, to: 2)) { harness.find(button: "Tick")?.tap() }
      }
        == 0)
  }

  @Test("several instances of a model type are told apart by number, of a view type by identity")
  func severalInstances() {
    let harness = ParentHarness { ChecklistPane() }
    let changes = harness.stateChanges { harness.find(button: "Finish second")?.tap() }
    #expect(changes.map { normalized($0.description) } == ["ChecklistItem#N.isDone: − false  + true"])
    let rows = harness.stateChanges { harness.find(button: "Expand second")?.tap() }
    #expect(rows.map(\.path) == ["ChecklistRow.isExpanded"])
    #expect(rows.first?.identity?.hasSuffix("ChecklistRow") == true)
    // Where, in the app's names: no HarnessRoot<…>, ModifiedContent<…> or TupleView<…>.
    #expect(rows.first?.identity?.contains("<") == false)
  }

  @Test("checkChanges returns the failure and records nothing")
  func checkForm() {
    let harness = ParentHarness { SettingsPane() }
    var failure: HarnessFailure?
    #expect(
      recordedIssues {
        failure = harness.checkChanges { harness.find(button: "Rename")?.tap() }
      } == 0)
    #expect(failure?.headline == "expectChanges: 1 unexpected change")
    #expect(failure?.evidence.first == #"AccountSettings.displayName: − "Ada"  + "Grace""#)
  }
}

@Observable
private final class AccountSettings {
  var displayName = "Ada"
  var notificationsEnabled = true
}

/// Describes itself with its address, as every `NSObject` does.
private final class DraftToken: NSObject {}

private struct Draft {
  var title = ""
  var isPinned = false
  var token = DraftToken()
}

private struct SettingsPane: View {
  @State private var settings = AccountSettings()
  @State private var isShowingSheet = false
  @State private var draft = Draft()
  var body: some View {
    Form {
      PushRow(settings: settings)
      NameRow(settings: settings)
      Button("Rename") { settings.displayName = "Grace" }
      Button("Edit profile") { isShowingSheet = true }
      Button("Pin draft") { draft.isPinned = true }
    }
  }
}

private struct PushRow: View {
  @Bindable var settings: AccountSettings
  var body: some View { Toggle("Push notifications", isOn: $settings.notificationsEnabled) }
}

private struct NameRow: View {
  let settings: AccountSettings
  var body: some View { Text(settings.displayName) }
}

private final class Ticker: ObservableObject {
  @Published var ticks = 0
  @Published var label = "idle"
}

private struct TickerPane: View {
  @StateObject private var ticker = Ticker()
  var body: some View {
    Button("Tick") { ticker.ticks += 1 }
  }
}

@Observable
private final class ChecklistItem {
  var isDone = false
}

private struct ChecklistPane: View {
  @State private var items = [ChecklistItem(), ChecklistItem()]
  var body: some View {
    VStack {
      ChecklistRow(title: "first")
      ChecklistRow(title: "second")
      Button("Finish second") { items[1].isDone = true }
    }
  }
}

private struct ChecklistRow: View {
  let title: String
  @State private var isExpanded = false
  var body: some View {
    Button("Expand \(title)") { isExpanded = true }
  }
}
