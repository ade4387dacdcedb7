import Testing
import ViewGraph

@testable import StateHarness

private enum Pane: String, CaseIterable, Hashable {
  case general, hotkeys, about
}

/// A settings window whose sidebar always has a pane selected, as Ice's does.
private struct SettingsWindow: View {
  @State private var pane = Pane.general
  var body: some View {
    VStack {
      List(selection: $pane) {
        ForEach(Pane.allCases, id: \.self) { Text("Pane \($0.rawValue)") }
      }
      Text("Showing \(pane.rawValue)")
    }
  }
}

@MainActor
@Suite("S360: List(selection:) with a required selection")
struct RequiredListSelectionTests {
  @Test("S360: selecting a row writes its value to the non-optional binding")
  func selectingWrites() {
    let harness = ParentHarness { SettingsWindow() }
    #expect(harness.contains(text: "Showing general"))
    #expect(harness.find(text: "Pane general")?.isSelected == true)
    harness.find(text: "Pane about")?.select()
    #expect(harness.contains(text: "Showing about"))
    #expect(harness.find(text: "Pane about")?.isSelected == true)
    #expect(harness.find(text: "Pane general")?.isSelected == false)
  }

  @Test("S360: deselect() records that a row stays selected, and the selection keeps its row")
  func deselectIsRefused() {
    let harness = ParentHarness { SettingsWindow() }
    let line = #line + 1
    let issues = recordedIssueDetails { harness.find(text: "Pane general")?.deselect() }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.map(\.message) == [
        """
        deselect(): the List that holds Text "Pane general" always keeps one row selected
          Its selection is a Binding<Pane>, not an optional: nothing deselects a row.
          Fix: select another row instead, or give the List a Binding<Pane?> to allow none.
        """
      ])
    #expect(harness.contains(text: "Showing general"))
  }
}
