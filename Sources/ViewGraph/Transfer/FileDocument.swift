import Foundation

/// A document stored as a value: read from a file wrapper, written to one.
///
/// ```swift
/// struct TextFile: FileDocument {
///   static var readableContentTypes: [UTType] { [.plainText] }
///   var text = ""
///   init() {}
///   init(configuration: ReadConfiguration) throws {
///     text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
///   }
///   func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: Data(text.utf8))
///   }
/// }
/// ```
@preconcurrency
public protocol FileDocument: Sendable {
  /// The content types the document reads.
  static var readableContentTypes: [UTType] { get }
  /// The content types the document writes; the readable ones unless it says otherwise.
  static var writableContentTypes: [UTType] { get }
  /// The configuration a document is read with.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// Reads the document from `configuration.file`.
  init(configuration: ReadConfiguration) throws
  /// The configuration a document is written with.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
  /// Writes the document as a file wrapper.
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads: the file's content type and contents.
///
/// ```swift
/// init(configuration: ReadConfiguration) throws { data = configuration.file.regularFileContents ?? Data() }
/// ```
public struct FileDocumentReadConfiguration {
  /// The content type of the file.
  public let contentType: UTType
  /// The file's contents.
  public let file: FileWrapper
}

/// What a document writes to: the content type, and the file already there if any.
///
/// ```swift
/// func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { … }
/// ```
public struct FileDocumentWriteConfiguration {
  /// The content type to write.
  public let contentType: UTType
  /// The file the document was read from, if it was.
  public let existingFile: FileWrapper?
}

/// A document stored as an object, observed by its views; written from a snapshot.
///
/// ```swift
/// final class Drawing: ReferenceFileDocument {
///   static var readableContentTypes: [UTType] { [.json] }
///   @Published var strokes: [Stroke] = []
///   …
/// }
/// ```
@preconcurrency
public protocol ReferenceFileDocument: ObservableObject, Sendable {
  /// What is written: a copy of the document's contents at one moment.
  associatedtype Snapshot
  /// The content types the document reads.
  static var readableContentTypes: [UTType] { get }
  /// The content types the document writes; the readable ones unless it says otherwise.
  static var writableContentTypes: [UTType] { get }
  /// The configuration a document is read with.
  typealias ReadConfiguration = FileDocumentReadConfiguration
  /// Reads the document from `configuration.file`.
  init(configuration: ReadConfiguration) throws
  /// A copy of the contents to write.
  func snapshot(contentType: UTType) throws -> Snapshot
  /// The configuration a document is written with.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
  /// Writes `snapshot` as a file wrapper.
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
}

extension ReferenceFileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

extension FileDocument {
  /// The document read from `url`, as opening it does.
  static func read(from url: URL, contentType: UTType) throws -> Self {
    try Self(
      configuration: FileDocumentReadConfiguration(contentType: contentType, file: FileWrapper(url: url)))
  }

  /// Writes the document to `url`, as saving it does.
  func write(to url: URL, contentType: UTType) throws {
    let wrapper = try fileWrapper(
      configuration: FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil))
    try wrapper.write(to: url, options: [], originalContentsURL: nil)
  }
}

extension ReferenceFileDocument {
  /// Writes the document to `url`, as saving it does: a snapshot first.
  func write(to url: URL, contentType: UTType) throws {
    let wrapper = try fileWrapper(
      snapshot: snapshot(contentType: contentType),
      configuration: FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil))
    try wrapper.write(to: url, options: [], originalContentsURL: nil)
  }
}
