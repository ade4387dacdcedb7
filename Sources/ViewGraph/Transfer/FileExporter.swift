import Foundation

/// A file exporter: shown while its binding is true; a test saves it into a folder, as a
/// user choosing where to save does, and the document is really written there (S154).
///
/// ```swift
/// let urls = try await node.fileExporter?.export(to: FileManager.default.temporaryDirectory)
/// ```
@_spi(Inspection)
@MainActor
public struct FileExporterPresentation {
  let isPresentedBinding: Binding<Bool>
  /// The content types offered to save as.
  public let contentTypes: [UTType]
  /// The file name suggested, if any.
  public let defaultFilename: String?
  /// How many files the exporter writes.
  public let count: Int
  /// Writes each file into a folder, naming it; returns the URLs written.
  let write: @MainActor (URL) async throws -> [URL]
  let completion: (Result<[URL], any Error>) -> Void
  let cancellation: (() -> Void)?

  /// Whether the exporter is showing: its binding is true.
  public var isPresented: Bool { isPresentedBinding.wrappedValue }

  /// A user saves into `folder`: the documents are written there, the exporter closes (its
  /// binding turns false), then `onCompletion` runs with the files' URLs, or with the error
  /// writing threw. Returns the URLs, or nil when the exporter is not showing or writing
  /// failed.
  @discardableResult
  public func export(to folder: URL) async -> [URL]? {
    guard isPresented else { return nil }
    let result: Result<[URL], any Error>
    do { result = .success(try await write(folder)) } catch { result = .failure(error) }
    isPresentedBinding.wrappedValue = false
    completion(result)
    return try? result.get()
  }

  /// A user cancels: the exporter closes, and `onCancellation` runs if there is one.
  @discardableResult
  public func cancel() -> Bool {
    guard isPresented else { return false }
    isPresentedBinding.wrappedValue = false
    cancellation?()
    return true
  }
}

extension FileExporterPresentation {
  /// The name a file gets: the suggested one, else "Untitled", with the type's extension.
  static func fileURL(in folder: URL, name: String?, contentType: UTType?, index: Int) -> URL {
    var url = folder.appendingPathComponent(name ?? (index == 0 ? "Untitled" : "Untitled \(index + 1)"))
    if url.pathExtension.isEmpty, let fileExtension = contentType?.preferredFilenameExtension {
      url.appendPathExtension(fileExtension)
    }
    return url
  }

  init(
    isPresented: Binding<Bool>, contentTypes: [UTType], defaultFilename: String?, count: Int,
    write: @escaping @MainActor (URL) async throws -> [URL],
    completion: @escaping (Result<[URL], any Error>) -> Void, cancellation: (() -> Void)?
  ) {
    self.isPresentedBinding = isPresented
    self.contentTypes = contentTypes
    self.defaultFilename = defaultFilename
    self.count = count
    self.write = write
    self.completion = completion
    self.cancellation = cancellation
  }

  static func documents(
    _ isPresented: Binding<Bool>, _ documents: [(URL, UTType) throws -> Void], contentType: UTType,
    defaultFilename: String?, completion: @escaping (Result<[URL], any Error>) -> Void,
    cancellation: (() -> Void)?
  ) -> Self {
    Self(
      isPresented: isPresented, contentTypes: [contentType], defaultFilename: defaultFilename,
      count: documents.count,
      write: { folder in
        try documents.enumerated().map { index, write in
          let url = fileURL(in: folder, name: defaultFilename, contentType: contentType, index: index)
          try write(url, contentType)
          return url
        }
      }, completion: completion, cancellation: cancellation)
  }

  static func items<T: Transferable>(
    _ isPresented: Binding<Bool>, _ items: [T], contentTypes: [UTType], defaultFilename: String?,
    completion: @escaping (Result<[URL], any Error>) -> Void, cancellation: (() -> Void)?
  ) -> Self {
    Self(
      isPresented: isPresented, contentTypes: contentTypes, defaultFilename: defaultFilename,
      count: items.count,
      write: { folder in
        var urls: [URL] = []
        for (index, item) in items.enumerated() {
          guard let (type, data, suggested) = try await TransferCoding.exportFile(item) else {
            throw TransferError("\(T.self) exports no data")
          }
          let url = fileURL(in: folder, name: defaultFilename ?? suggested, contentType: type, index: index)
          try data.write(to: url)
          urls.append(url)
        }
        return urls
      }, completion: completion, cancellation: cancellation)
  }
}

/// The first URL of a result, for the single-file forms.
func firstURL(_ result: Result<[URL], any Error>) -> Result<URL, any Error>? {
  switch result {
  case .success(let urls): urls.first.map { .success($0) }
  case .failure(let error): .failure(error)
  }
}

extension View {
  /// Shows a save panel for `document` while `isPresented` is true.
  ///
  /// ```swift
  /// .fileExporter(isPresented: $isExporting, document: file, contentType: .plainText, defaultFilename: "Notes") {
  ///   result in status = (try? result.get())?.lastPathComponent ?? "Failed"
  /// }
  /// ```
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> ModifiedContent<Self, _TransferModifier> {
    transfer(
      .fileExporter(
        .documents(
          isPresented, document.map { [$0.write] } ?? [], contentType: contentType,
          defaultFilename: defaultFilename,
          completion: { result in if let first = firstURL(result) { onCompletion(first) } }, cancellation: nil
        )))
  }

  /// Shows a save panel for `document`; `onCancellation` runs if the user cancels.
  ///
  /// ```swift
  /// .fileExporter(isPresented: $isExporting, document: file, contentType: .plainText) { _ in } onCancellation: {}
  /// ```
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void
  ) -> ModifiedContent<Self, _TransferModifier> {
    transfer(
      .fileExporter(
        .documents(
          isPresented, document.map { [$0.write] } ?? [], contentType: contentType,
          defaultFilename: defaultFilename,
          completion: { result in if let first = firstURL(result) { onCompletion(first) } },
          cancellation: onCancellation)))
  }

  /// Shows a save panel for several documents while `isPresented` is true.
  ///
  /// ```swift
  /// .fileExporter(isPresented: $isExporting, documents: files, contentType: .plainText) { _ in }
  /// ```
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> ModifiedContent<Self, _TransferModifier> where C.Element: FileDocument {
    transfer(
      .fileExporter(
        .documents(
          isPresented, documents.map { $0.write }, contentType: contentType, defaultFilename: nil,
          completion: onCompletion, cancellation: nil)))
  }

  /// Shows a save panel for a reference document while `isPresented` is true.
  ///
  /// ```swift
  /// .fileExporter(isPresented: $isExporting, document: drawing, contentType: .json) { _ in }
  /// ```
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> ModifiedContent<Self, _TransferModifier> {
    transfer(
      .fileExporter(
        .documents(
          isPresented, document.map { [$0.write] } ?? [], contentType: contentType,
          defaultFilename: defaultFilename,
          completion: { result in if let first = firstURL(result) { onCompletion(first) } }, cancellation: nil
        )))
  }

  /// Shows a save panel for several reference documents while `isPresented` is true.
  ///
  /// ```swift
  /// .fileExporter(isPresented: $isExporting, documents: drawings, contentType: .json) { _ in }
  /// ```
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> ModifiedContent<Self, _TransferModifier> where C.Element: ReferenceFileDocument {
    transfer(
      .fileExporter(
        .documents(
          isPresented, documents.map { $0.write }, contentType: contentType, defaultFilename: nil,
          completion: onCompletion, cancellation: nil)))
  }

  /// Shows a save panel for a transferable item, written through its representations.
  ///
  /// ```swift
  /// .fileExporter(isPresented: $isExporting, item: report, defaultFilename: "Report") { _ in }
  /// ```
  public func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> ModifiedContent<Self, _TransferModifier> {
    transfer(
      .fileExporter(
        .items(
          isPresented, item.map { [$0] } ?? [], contentTypes: contentTypes, defaultFilename: defaultFilename,
          completion: { result in if let first = firstURL(result) { onCompletion(first) } },
          cancellation: onCancellation)))
  }

  /// Shows a save panel for several transferable items.
  ///
  /// ```swift
  /// .fileExporter(isPresented: $isExporting, items: selectedNotes) { _ in }
  /// ```
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> ModifiedContent<Self, _TransferModifier> where C.Element: Transferable {
    transfer(
      .fileExporter(
        .items(
          isPresented, Array(items), contentTypes: contentTypes, defaultFilename: nil,
          completion: onCompletion,
          cancellation: onCancellation)))
  }
}
