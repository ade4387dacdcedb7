import Foundation

// Apple's Foundation declares FileWrapper, which documents read and write
// (`FileDocument.fileWrapper(configuration:)`); swift-corelibs-foundation does not, so a
// document type would not compile on Linux. The members documents use, held in memory.
#if !canImport(Darwin)
  import Foundation

  /// A file or a folder of files, as a document reads and writes it.
  ///
  /// ```swift
  /// let file = FileWrapper(regularFileWithContents: Data(text.utf8))
  /// let text = String(decoding: file.regularFileContents ?? Data(), as: UTF8.self)
  /// ```
  open class FileWrapper: @unchecked Sendable {
    /// Options for reading a file wrapper from disk.
    public struct ReadingOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Reads the contents at once.
      public static let immediate = ReadingOptions(rawValue: 1 << 0)
      /// Reads without memory-mapping.
      public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// Options for writing a file wrapper to disk.
    public struct WritingOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Writes to a temporary place first, then moves.
      public static let atomic = WritingOptions(rawValue: 1 << 0)
      /// Updates the wrapper's file names after writing.
      public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    private var contents: Data?
    private var children: [String: FileWrapper]?

    /// The file's name in its parent folder.
    open var filename: String?
    /// The name the wrapper would like in its parent folder.
    open var preferredFilename: String?

    /// A file holding `contents`.
    public init(regularFileWithContents contents: Data) {
      self.contents = contents
    }

    /// A folder holding `childrenByPreferredName`.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
      children = [:]
      for (name, child) in childrenByPreferredName {
        child.preferredFilename = child.preferredFilename ?? name
        child.filename = name
        children?[name] = child
      }
    }

    /// The file or folder at `url`, read from disk.
    public init(url: URL, options: ReadingOptions = []) throws {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSURLErrorKey: url])
      }
      filename = url.lastPathComponent
      preferredFilename = url.lastPathComponent
      if isFolder.boolValue {
        children = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
          children?[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
        }
      } else {
        contents = try Data(contentsOf: url)
      }
    }

    /// Whether this wrapper is a file.
    open var isRegularFile: Bool { contents != nil }
    /// Whether this wrapper is a folder.
    open var isDirectory: Bool { children != nil }
    /// Whether this wrapper is a symbolic link (never, here).
    open var isSymbolicLink: Bool { false }
    /// A file's contents; nil for a folder.
    open var regularFileContents: Data? { contents }
    /// A folder's children by file name; nil for a file.
    open var fileWrappers: [String: FileWrapper]? { children }

    /// Adds `child` to this folder under its preferred name (made unique); returns the name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
      var name = child.preferredFilename ?? child.filename ?? "Untitled"
      let base = name
      var suffix = 2
      while children?[name] != nil {
        name = "\(suffix) \(base)"
        suffix += 1
      }
      child.filename = name
      children?[name] = child
      return name
    }

    /// Adds a file holding `data` to this folder; returns its name.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
      let child = FileWrapper(regularFileWithContents: data)
      child.preferredFilename = fileName
      return addFileWrapper(child)
    }

    /// Removes `child` from this folder.
    open func removeFileWrapper(_ child: FileWrapper) {
      guard let name = children?.first(where: { $0.value === child })?.key else { return }
      children?[name] = nil
    }

    /// Writes the file or folder to `url`.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
      if let contents {
        try contents.write(to: url, options: options.contains(.atomic) ? .atomic : [])
      } else if let children {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, child) in children {
          try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
        }
      }
      if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
  }
#endif
