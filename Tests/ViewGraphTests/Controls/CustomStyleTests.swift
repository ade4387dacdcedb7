import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog

/// Custom styles are mounted in place of their controls (S70), and the controls stay found
/// and driven by title through them.
@MainActor
@Suite("S70: custom styles are mounted") struct CustomStyleTests {
  @Test("S70: a ButtonStyle's body is mounted; the button is found by title and tap() acts")
  func buttonStyleBodyIsMounted() {
    let board = TaskBoard()
    let host = mount(ThemedTasksScreen().environment(board))
    #expect(host.shows("›"))
    #expect(host.control("Save")?.kind == .button)
    host.tap("Save")
    #expect(board.saved == 1)
  }

  @Test("S70: a PrimitiveButtonStyle decides how the action is triggered")
  func primitiveStyleDecidesTheTrigger() {
    let board = TaskBoard()
    let host = mount(ThemedTasksScreen().environment(board))
    #expect(host.control("Delete all")?.kind == .button)
    host.longPress("Delete all")
    #expect(board.tasks.isEmpty)
    // Button(configuration) keeps the standard button: one control, one action per tap.
    #expect(host.root.descendants.filter { $0.controlTitle == "Archive" }.count == 1)
    host.tap("Archive")
    #expect(board.archived == 1)
    #expect(host.shows("1"))
  }

  @Test("S70: a PrimitiveButtonStyle using _onButtonGesture triggers on a tap, pressing then releasing")
  func buttonGestureStyle() {
    let host = mount(PressableScreen())
    host.tap("Save")
    #expect(host.texts.contains("saved 1"))
    #expect(host.texts.contains("presses pressed,released"))
  }

  @Test("S193: a menu style attaching _ButtonGesture acts on a tap, pressing then releasing")
  func buttonGestureValue() {
    let host = mount(PressableMenuScreen())
    host.tap("Open")
    #expect(host.texts.contains("opened 1"))
    #expect(host.texts.contains("presses pressed,released"))
  }

  @Test("S70: a button whose primitive style only long-presses has no tap action")
  func longPressOnlyStyleHasNoTapAction() {
    let board = TaskBoard()
    let host = mount(ThemedTasksScreen().environment(board))
    let deleteAll = host.control("Delete all")
    #expect(deleteAll?.kind == .button)
    #expect(deleteAll?.tap?.action == nil)
    #expect(deleteAll?.tap?.longPress != nil)
    host.tap("Delete all")
    #expect(board.tasks.count == 2)
  }

  @Test("S70: a ToggleStyle gets the toggle's binding; its own button and the toggle both flip it")
  func toggleStyleGetsTheBinding() {
    let board = TaskBoard()
    let host = mount(ThemedTasksScreen().environment(board))
    #expect(host.shows("☐"))
    #expect(host.control("Water plants")?.kind == .toggle)
    host.tap("Water plants")
    #expect(board.tasks[0].done)
    #expect(host.control("☑ Water plants")?.kind == .button)
    host.tap("☑ Water plants")
    #expect(!board.tasks[0].done)
  }

  @Test("S70: a LabelStyle arranges the label's title and icon")
  func labelStyleArrangesTitleAndIcon() {
    let host = mount(ThemedTasksScreen().environment(TaskBoard()))
    #expect(host.shows("Inbox"))
    #expect(!host.nodes(Spacer.self).isEmpty)
  }

  @Test("S70: a built-in style below a custom one restores the default look")
  func builtInStyleClearsCustomStyle() {
    let board = TaskBoard()
    let host = mount(ThemedTasksScreen().environment(board))
    #expect(host.control("Plain inside")?.kind == .button)
    #expect(host.controlNode("Plain inside")?.controlTitle == "Plain inside")
    host.tap("Plain inside")
    #expect(board.saved == 10)
  }

  @Test("S70: progress, group box and labeled content styles are mounted with their configuration")
  func progressGroupBoxAndLabeledContentStyles() {
    let board = TaskBoard()
    let host = mount(ThemedTasksScreen().environment(board))
    #expect(host.shows("0 %"))
    #expect(!host.nodes(Divider.self).isEmpty)
    host.tap("Water plants")
    #expect(host.shows("50 %"))
    #expect(host.shows("Done"))
    let texts = host.nodes(Text.self).compactMap(\.text)
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
    let host = mount(RestyledToggleScreen())
    #expect(host.shows("A"))
    host.tap("Next")
    #expect(host.shows("B"))
    #expect(!host.shows("A"))
  }
}

/// RSSBud's `CayButtonStyle`: the press animates a state, the release triggers the button.
private struct PressableStyle: PrimitiveButtonStyle {
  let log: PressLog
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      ._onButtonGesture { pressing in
        log.presses.append(pressing ? "pressed" : "released")
      } perform: {
        configuration.trigger()
      }
  }
}

@Observable @MainActor private final class PressLog {
  var presses: [String] = []
}

private struct PressableScreen: View {
  @State private var saves = 0
  @State private var log = PressLog()
  var body: some View {
    VStack {
      Button("Save") { saves += 1 }.buttonStyle(PressableStyle(log: log))
      Text("saved \(saves)")
      Text("presses \(log.presses.joined(separator: ","))")
    }
  }
}

/// RSSBud's `CayMenuStyle`: a label with `_ButtonGesture` attached, which presses, then acts.
private struct PressableMenuScreen: View {
  @State private var opened = 0
  @State private var log = PressLog()
  @State private var isPressed = false
  var body: some View {
    VStack {
      Text("Open")
        .scaleEffect(isPressed ? 0.97 : 1)
        .gesture(
          _ButtonGesture {
            opened += 1
          } pressing: { newValue in
            withAnimation(.interactiveSpring) { isPressed = newValue }
            log.presses.append(newValue ? "pressed" : "released")
          })
      Text("opened \(opened)")
      Text("presses \(log.presses.joined(separator: ","))")
    }
  }
}
