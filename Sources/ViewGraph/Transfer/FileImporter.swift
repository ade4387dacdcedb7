import Foundation

/// A file importer: shown while its binding is true, completed by a test as a user picking
/// files would be (S153).
///
/// ```swift
/// node.fileImporter?.complete(with: [notesURL])
/// ```
@_spi(Inspection)
@MainActor
public struct FileImporterPresentation {
  let isPresentedBinding: Binding<Bool>
  /// The content types a user may pick.
  public let allowedContentTypes: [UTType]
  /// Whether a user may pick several files.
  public let allowsMultipleSelection: Bool
  let completion: (Result<[URL], any Error>) -> Void
  let cancellation: (() -> Void)?

  /// Whether the importer is showing: its binding is true.
  public var isPresented: Bool { isPresentedBinding.wrappedValue }

  /// A user picks `urls`: the importer closes (its binding turns false), then
  /// `onCompletion` runs with them (the first only, for a single-selection importer).
  /// Returns false, running nothing, when the importer is not showing.
  @discardableResult
  public func complete(with urls: [URL]) -> Bool {
    finish(.success(urls))
  }

  /// Picking fails: the importer closes, then `onCompletion` runs with `error`.
  @discardableResult
  public func fail(with error: any Error) -> Bool {
    finish(.failure(error))
  }

  /// A user cancels: the importer closes, and `onCancellation` runs if there is one.
  @discardableResult
  public func cancel() -> Bool {
    guard isPresented else { return false }
    isPresentedBinding.wrappedValue = false
    cancellation?()
    return true
  }

  private func finish(_ result: Result<[URL], any Error>) -> Bool {
    guard isPresented else { return false }
    isPresentedBinding.wrappedValue = false
    completion(result)
    return true
  }
}

extension View {
  /// Shows a file picker while `isPresented` is true; `onCompletion` gets the picked file.
  ///
  /// ```swift
  /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.json]) { result in
  ///   if case .success(let url) = result { try? store.load(url) }
  /// }
  /// ```
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> ModifiedContent<Self, _TransferModifier> {
    transfer(
      .fileImporter(
        FileImporterPresentation(
          isPresentedBinding: isPresented, allowedContentTypes: allowedContentTypes,
          allowsMultipleSelection: false,
          completion: { result in
            switch result {
            case .success(let urls):
              guard let url = urls.first else { return }
              onCompletion(.success(url))
            case .failure(let error): onCompletion(.failure(error))
            }
          }, cancellation: nil)))
  }

  /// Shows a file picker while `isPresented` is true; `onCompletion` gets the picked files.
  ///
  /// ```swift
  /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.image], allowsMultipleSelection: true) {
  ///   result in photos += (try? result.get()) ?? []
  /// }
  /// ```
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> ModifiedContent<Self, _TransferModifier> {
    transfer(
      .fileImporter(
        FileImporterPresentation(
          isPresentedBinding: isPresented, allowedContentTypes: allowedContentTypes,
          allowsMultipleSelection: allowsMultipleSelection, completion: onCompletion, cancellation: nil)))
  }

  /// Shows a file picker while `isPresented` is true; `onCancellation` runs if the user
  /// cancels.
  ///
  /// ```swift
  /// .fileImporter(isPresented: $isImporting, allowedContentTypes: [.pdf], allowsMultipleSelection: false) {
  ///   result in import(result)
  /// } onCancellation: { status = "Cancelled" }
  /// ```
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> ModifiedContent<Self, _TransferModifier> {
    transfer(
      .fileImporter(
        FileImporterPresentation(
          isPresentedBinding: isPresented, allowedContentTypes: allowedContentTypes,
          allowsMultipleSelection: allowsMultipleSelection, completion: onCompletion,
          cancellation: onCancellation)))
  }
}
