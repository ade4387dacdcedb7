import Foundation

/// A scene of document windows: ViewGraph opens one new, untitled document and mounts its
/// editor, so the editor's state and bindings work as in an app just launched (S156).
///
/// ```swift
/// @main struct Notes: App {
///   var body: some Scene {
///     DocumentGroup(newDocument: TextFile()) { file in TextEditor(text: file.$document.text) }
///   }
/// }
/// ```
public struct DocumentGroup<Document, Content: View> {
  let window: (@MainActor () -> AnyView)?
}

extension DocumentGroup where Document: FileDocument {
  /// Windows editing documents of a value type; a new one starts as `newDocument`.
  public init(
    newDocument: @autoclosure @escaping @MainActor () -> Document,
    @ViewBuilder editor: @escaping @MainActor (FileDocumentConfiguration<Document>) -> Content
  ) {
    window = { AnyView(FileDocumentWindow(document: newDocument(), editor: editor)) }
  }

  /// Windows viewing documents of a value type: nothing is open at launch.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    window = nil
  }
}

extension DocumentGroup where Document: ReferenceFileDocument {
  /// Windows editing documents of a reference type; a new one is made by `newDocument`.
  public init(
    newDocument: @escaping @MainActor () -> Document,
    @ViewBuilder editor: @escaping @MainActor (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    window = { AnyView(ReferenceFileDocumentWindow(document: newDocument, editor: editor)) }
  }

  /// Windows viewing documents of a reference type: nothing is open at launch.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    window = nil
  }
}

extension DocumentGroup: Scene, PrimitiveScene {
  public var body: Never { primitiveSceneBody(Self.self) }
  var windows: [AnyView] { window.map { [$0()] } ?? [] }
}

/// The window of one open document: it owns the document, as the document's window does.
struct FileDocumentWindow<Document: FileDocument, Content: View>: View {
  @State private var document: Document
  let editor: (FileDocumentConfiguration<Document>) -> Content

  init(document: Document, editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
    _document = State(initialValue: document)
    self.editor = editor
  }

  var body: some View {
    editor(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: true))
      .environment(\.documentConfiguration, DocumentConfiguration(isEditable: true, fileURL: nil))
  }
}

/// The window of one open reference document, which owns it.
struct ReferenceFileDocumentWindow<Document: ReferenceFileDocument, Content: View>: View {
  @StateObject private var document: Document
  let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

  init(
    document: @escaping () -> Document,
    editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    _document = StateObject(wrappedValue: document())
    self.editor = editor
  }

  var body: some View {
    editor(ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: true))
      .environment(\.documentConfiguration, DocumentConfiguration(isEditable: true, fileURL: nil))
  }
}
