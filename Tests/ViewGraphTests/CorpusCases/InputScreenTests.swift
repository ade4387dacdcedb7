import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the screens a probe of common iOS 16–26 apps measured write it, and mounted, so the
// snippet is compiled in full and its view runs.

private struct InputScreen: View {
  @State private var notes = ""
  @State private var speed = 1.0
  @State private var isFavorite = false
  @State private var due = Date()
  @State private var pressed = ""
  @State private var findShown = false

  var body: some View {
    Form {
      TextField("Notes", text: $notes, prompt: Text("Add a note"), axis: .vertical)
      Slider(value: $speed, in: 0...2, step: 0.25) {
        Text("Speed")
      } onEditingChanged: { _ in
      }
      Toggle("Favorite", systemImage: "star", isOn: $isFavorite).toggleStyle(.button)
      DatePicker("Due", selection: $due).datePickerStyle(.graphical)
      TextEditor(text: $notes).textEditorStyle(.plain).findNavigator(isPresented: $findShown)
        .findDisabled(false).replaceDisabled().writingToolsBehavior(.limited)
      Text(timerInterval: Date()...Date().addingTimeInterval(90), countsDown: true)
      ProgressView(timerInterval: Date()...Date().addingTimeInterval(60)) { Text("Brewing") }
      Text("Keys \(pressed)")
        .focusable()
        .focusSection()
        .onKeyPress(.return) {
          pressed = "return"; return .handled
        }
        .onKeyPress(characters: .decimalDigits) { press in
          pressed = press.characters; return .handled
        }
        .onKeyPress(keys: [.upArrow, .downArrow], phases: .down) { _ in .ignored }
        .onKeyPress { _ in .ignored }
        .onContinuousHover { phase in if case .ended = phase { pressed = "" } }
        .userActivity("com.example.notes") { activity in activity.title = "Notes" }
        .onContinueUserActivity("com.example.notes") { activity in pressed = activity.activityType }
        .handlesExternalEvents(preferring: ["notes"], allowing: ["*"])
        .environment(\.openURL, OpenURLAction { _ in .systemAction(URL(string: "https://example.com")!) })
    }
  }
}

@MainActor
@Suite("Corpus screen: a form of iOS 16–26 input controls and key presses")
struct InputScreenTests {
  @Test("input controls of iOS 16–26 are controls titled by their labels")
  func inputsAreControls() {
    let host = mount(InputScreen())
    #expect(host.control("Notes")?.kind == .textField)
    #expect(host.control("Speed")?.kind == .slider)
    #expect(host.control("Favorite")?.kind == .toggle)
    #expect(host.control("Due")?.kind == .datePicker)
    #expect(host.control("Favorite")?.isOn?.wrappedValue == false)
    #expect(host.texts.contains("1:30") || host.texts.contains("1:29"))
  }
}
