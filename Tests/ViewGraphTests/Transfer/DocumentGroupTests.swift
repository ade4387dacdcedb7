import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private struct TextFile: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text = "Draft"
  init() {}
  init(configuration: ReadConfiguration) throws {
    text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
  }
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

/// A status line deep in the editor, reading the open document from the environment.
private struct DocumentStatus: View {
  @Environment(\.documentConfiguration) private var document
  var body: some View {
    Text(
      document.map { $0.isEditable ? "editing \($0.fileURL?.lastPathComponent ?? "Untitled")" : "viewing" }
        ?? "no document")
  }
}

private struct NotesApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: TextFile()) { file in
      VStack {
        Text("text: \(file.document.text)")
        Text(file.fileURL == nil ? "untitled" : "saved")
        Button("Shout") { file.document.text = file.document.text.uppercased() }
        DocumentStatus()
      }
    }
  }
}

@MainActor
@Suite("S157: DocumentGroup opens a new document whose editor edits it")
struct DocumentGroupTests {
  @Test("S157: the editor of a new document is mounted, and writes through its binding")
  func editsTheNewDocument() {
    let host = mount(AppRoot(NotesApp()))
    #expect(host.texts.contains("text: Draft"))
    #expect(host.texts.contains("untitled"))
    host.tap("Shout")
    #expect(host.texts.contains("text: DRAFT"))
  }

  @Test("S157: \\.documentConfiguration describes the open document inside the editor, and is nil outside")
  func documentConfiguration() {
    #expect(mount(AppRoot(NotesApp())).texts.contains("editing Untitled"))
    #expect(mount(DocumentStatus()).texts == ["no document"])
  }
}
