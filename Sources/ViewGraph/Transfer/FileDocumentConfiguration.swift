import Foundation

/// What a document group's editor gets: the document, bound so edits write through, where
/// it is stored and whether it may be edited.
///
/// ```swift
/// DocumentGroup(newDocument: TextFile()) { file in
///   TextEditor(text: file.$document.text)
/// }
/// ```
public struct FileDocumentConfiguration<Document: FileDocument> {
  /// The document; setting it edits the open document.
  @Binding public var document: Document
  /// Where the document is stored; nil for a new, unsaved one.
  public let fileURL: URL?
  /// Whether the document may be edited (false for a viewer).
  public let isEditable: Bool
}

/// What a document group's editor gets for a reference document: the document, observed,
/// where it is stored and whether it may be edited.
///
/// ```swift
/// DocumentGroup(newDocument: { Drawing() }) { file in Canvas(drawing: file.document) }
/// ```
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  /// The document, observed by the editor.
  @ObservedObject public var document: Document
  /// Where the document is stored; nil for a new, unsaved one.
  public let fileURL: URL?
  /// Whether the document may be edited (false for a viewer).
  public let isEditable: Bool
}
