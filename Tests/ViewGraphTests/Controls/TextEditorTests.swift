import Testing
@_spi(Inspection) import ViewGraph

private struct NotesScreen: View {
  @State private var notes = "Buy milk"
  var body: some View {
    VStack {
      TextEditor(text: $notes)
      Text("\(notes.count) characters")
    }
  }
}

@MainActor
@Suite("S310: TextEditor")
struct TextEditorTests {
  @Test("S310: a text editor has no title; typing replaces its bound text")
  func editorWritesItsText() throws {
    let host = mount(NotesScreen())
    let node = try #require(host.root.descendants.first { $0.control?.kind == .textEditor })
    #expect(node.controlTitle == nil)
    let text = try #require(node.control?.textInput?.text)
    #expect(text.wrappedValue == "Buy milk")
    host.perform { text.wrappedValue = "Buy milk and eggs" }
    #expect(host.shows("17 characters"))
  }
}
