import Foundation
import StateHarness
import Testing
@_spi(Inspection) import ViewGraph

private struct EditorFont: EnvironmentKey {
  static let defaultValue = "body"
}

extension EnvironmentValues {
  fileprivate var editorFont: String {
    get { self[EditorFont.self] }
    set { self[EditorFont.self] = newValue }
  }
}

/// A note editor as apps write one: a `UITextView` whose coordinator, its delegate, writes
/// the text back through a binding.
private struct NoteEditor: UIViewRepresentable {
  @Binding var text: String

  final class Coordinator: NSObject, UITextViewDelegate {
    var text: Binding<String>
    init(text: Binding<String>) { self.text = text }

    func textViewDidChange(_ textView: UITextView) {
      text.wrappedValue = textView.text
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

  func makeUIView(context: Context) -> UITextView {
    let textView = UITextView()
    textView.delegate = context.coordinator
    return textView
  }

  func updateUIView(_ uiView: UITextView, context: Context) {
    if uiView.text != text { uiView.text = text }
    uiView.font = .systemFont(ofSize: context.environment.editorFont == "large" ? 24 : 17)
    uiView.accessibilityLabel = context.environment.editorFont
  }
}

private struct NoteScreen: View {
  @State var note = "Milk"
  @State var fontName = "large"
  var body: some View {
    VStack {
      Text("Note: \(note)")
      NoteEditor(text: $note)
    }
    .environment(\.editorFont, fontName)
  }
}

@MainActor
@Suite("Representables through a probe: coordinator(as:) and platformView(as:)")
struct RepresentableProbeTests {
  @Test("S247: the text view's delegate call writes the binding's source, and update sees it")
  func delegateWriteReachesTheSource() throws {
    let harness = ParentHarness { NoteScreen() }
    let editor = try #require(harness.find(NoteEditor.self))
    let textView = try #require(editor.platformView(as: UITextView.self))
    #expect(textView.text == "Milk")
    textView.text = "Milk, eggs"
    try #require(editor.coordinator(as: NoteEditor.Coordinator.self)).textViewDidChange(textView)
    #expect(harness.find(NoteScreen.self)?.view.note == "Milk, eggs")
    #expect(harness.contains(text: "Note: Milk, eggs"))
    #expect(textView.delegate === editor.coordinator(as: NoteEditor.Coordinator.self))
  }

  @Test("S245: update runs with the environment a .environment above the representable sets")
  func updateSeesTheEnvironmentAbove() throws {
    let harness = ParentHarness { NoteScreen() }
    let textView = try #require(harness.find(NoteEditor.self)?.platformView(as: UITextView.self))
    #expect(textView.accessibilityLabel == "large")
    #expect(textView.font?.pointSize == 24)
    harness.find(NoteScreen.self)?.view.fontName = "small"
    #expect(harness.find(NoteEditor.self)?.platformView(as: UITextView.self)?.accessibilityLabel == "small")
    #expect(textView.font?.pointSize == 17)
  }

  @Test("coordinator(as:) on a view that is no representable records one issue")
  func coordinatorOfAPlainView() {
    let harness = ParentHarness { NoteScreen() }
    expectRecorded(
      """
      coordinator(as: Coordinator): NoteScreen is not a representable, so it has no coordinator
        at: NoteScreen
        Fix: find the view that conforms to UIViewRepresentable, UIViewControllerRepresentable, NSViewRepresentable or NSViewControllerRepresentable.
      """
    ) {
      #expect(harness.find(NoteScreen.self)?.coordinator(as: NoteEditor.Coordinator.self) == nil)
    }
  }

  @Test("platformView(as:) asking for another class records one issue naming the one made")
  func platformViewOfAnotherClass() {
    let harness = ParentHarness { NoteScreen() }
    expectRecorded(
      """
      platformView(as: UILabel): NoteEditor's platform view is a UITextView, not a UILabel
        at: NoteScreen > [1]: NoteEditor
        Fix: ask for UITextView.self, or a class it inherits from.
      """
    ) {
      #expect(harness.find(NoteEditor.self)?.platformView(as: UILabel.self) == nil)
    }
  }

  @Test("a failure points at the caller's line")
  func callerLine() {
    let harness = ParentHarness { NoteScreen() }
    let editor = harness.find(NoteEditor.self)
    expectRecorded(1) {
      _ = editor?.coordinator(as: String.self)
    } matching: { issue in
      issue.sourceLocation?.line == #line - 2
        && issue.sourceLocation?.fileID.hasSuffix("RepresentableProbeTests.swift") == true
    }
  }
}
