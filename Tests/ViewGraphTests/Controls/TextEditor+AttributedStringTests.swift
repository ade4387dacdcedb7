import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private struct LetterEditor: View {
  @State private var letter = AttributedString("Dear Ann,")
  @State private var selection = AttributedTextSelection()
  var body: some View {
    VStack {
      TextEditor(text: $letter, selection: $selection)
      Text("Length \(letter.characters.count)")
      Button("Sign") { letter.append(AttributedString(" Bo")) }
    }
  }
}

@MainActor
@Suite("S133: rich text editors") struct RichTextEditorTests {
  @Test("S133: typing into a TextEditor bound to an AttributedString edits its characters; writes show")
  func typingEditsTheAttributedString() throws {
    let host = mount(LetterEditor())
    let editor = try #require(host.root.descendants.first { $0.control?.kind == .textEditor })
    #expect(editor.control?.textInput?.text.wrappedValue == "Dear Ann,")
    host.perform { editor.control?.textInput?.text.wrappedValue = "Hi" }
    host.update()
    #expect(host.shows("Length 2"))
    host.tap("Sign")
    #expect(editor.control?.textInput?.text.wrappedValue == "Hi Bo")
    #expect(
      AttributedTextSelection().indices(in: AttributedString("x"))
        == .insertionPoint(AttributedString("x").startIndex))
  }
}
