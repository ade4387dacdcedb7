import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog
@testable import StateHarness

/// Custom styles are mounted in place of their controls (S70), and the controls stay found
/// and driven by title through them.
@MainActor
@Suite("S70: custom styles are mounted") struct CustomStyleTests {
  @Test("S70: a ButtonStyle's body is mounted; the button is found by title and tap() acts")
  func buttonStyleBodyIsMounted() {
    let board = TaskBoard()
    let harness = ParentHarness { ThemedTasksScreen().environment(board) }
    #expect(harness.contains(text: "›"))
    harness.find(button: "Save")?.tap()
    #expect(board.saved == 1)
  }

  @Test("S70: a PrimitiveButtonStyle decides how the action is triggered")
  func primitiveStyleDecidesTheTrigger() {
    let board = TaskBoard()
    let harness = ParentHarness { ThemedTasksScreen().environment(board) }
    harness.find(button: "Delete all")?.longPress()
    #expect(board.tasks.isEmpty)
    // Button(configuration) keeps the standard button: one control, one action per tap.
    harness.find(button: "Archive")?.tap()
    #expect(board.archived == 1)
    #expect(harness.contains(text: "1"))
  }

  @Test("S70: a tap on a button whose primitive style only long-presses records one issue")
  func tapThroughLongPressOnlyStyleRecords() {
    let board = TaskBoard()
    let harness = ParentHarness { ThemedTasksScreen().environment(board) }
    expectRecorded(
      """
      tap(): Button "Delete all" has no tap action
        Found: a button whose only action is a long press (onLongPressGesture, or a style that triggers on one).
        Fix: call longPress() instead.
      """
    ) {
      harness.find(button: "Delete all")?.tap()
    }
    #expect(board.tasks.count == 2)
  }

  @Test("S70: a ToggleStyle gets the toggle's binding; its own button and the toggle both flip it")
  func toggleStyleGetsTheBinding() {
    let board = TaskBoard()
    let harness = ParentHarness { ThemedTasksScreen().environment(board) }
    #expect(harness.contains(text: "☐"))
    harness.find(toggle: "Water plants")?.tap()
    #expect(board.tasks[0].done)
    harness.find(button: "☑ Water plants")?.tap()
    #expect(!board.tasks[0].done)
  }

  @Test("S70: a LabelStyle arranges the label's title and icon")
  func labelStyleArrangesTitleAndIcon() {
    let harness = ParentHarness { ThemedTasksScreen().environment(TaskBoard()) }
    #expect(harness.contains(text: "Inbox"))
    #expect(harness.contains(Spacer.self))
  }

  @Test("S70: a built-in style below a custom one restores the default look")
  func builtInStyleClearsCustomStyle() {
    let board = TaskBoard()
    let harness = ParentHarness { ThemedTasksScreen().environment(board) }
    #expect(harness.find(button: "Plain inside")?.title == "Plain inside")
    harness.find(button: "Plain inside")?.tap()
    #expect(board.saved == 10)
  }

  @Test("S70: progress, group box and labeled content styles are mounted with their configuration")
  func progressGroupBoxAndLabeledContentStyles() {
    let board = TaskBoard()
    let harness = ParentHarness { ThemedTasksScreen().environment(board) }
    #expect(harness.contains(text: "0 %"))
    #expect(harness.contains(Divider.self))
    harness.find(toggle: "Water plants")?.tap()
    #expect(harness.contains(text: "50 %"))
    #expect(harness.contains(text: "Done"))
    let texts = harness.findAll(Text.self).compactMap(\.node.text)
    let value = texts.firstIndex(of: "2")
    let label = texts.firstIndex(of: "tasks")
    #expect(value != nil && label != nil && value! < label!)
  }
}

private struct PrefixToggleStyle: ToggleStyle {
  let prefix: String
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text(prefix)
      configuration.label
    }
  }
}

private struct RestyledToggleScreen: View {
  @State private var prefix = "A"
  @State private var isOn = true

  var body: some View {
    VStack {
      Button("Next") { prefix = "B" }
      Toggle("Wi-Fi", isOn: $isOn).toggleStyle(PrefixToggleStyle(prefix: prefix))
    }
  }
}

@MainActor
@Suite("S70: custom styles follow what they read") struct CustomStyleUpdateTests {
  @Test("S70: a style that changes above an unchanged control re-renders the control")
  func changedStyleReRendersTheControl() {
    let harness = ParentHarness { RestyledToggleScreen() }
    #expect(harness.contains(text: "A"))
    harness.find(button: "Next")?.tap()
    #expect(harness.contains(text: "B"))
    #expect(!harness.contains(text: "A"))
  }
}
