import Foundation

/// A file mover: shown while its binding is true; a test moves its files into a folder, as a
/// user choosing the destination does, and they are really moved.
///
/// ```swift
/// let moved = node.fileMover?.move(to: archiveFolder)
/// ```
@_spi(Inspection)
@MainActor
public struct FileMoverPresentation {
  let isPresentedBinding: Binding<Bool>
  /// The files to move.
  public let files: [URL]
  let completion: (Result<[URL], any Error>) -> Void
  let cancellation: (() -> Void)?

  /// Whether the mover is showing: its binding is true.
  public var isPresented: Bool { isPresentedBinding.wrappedValue }

  /// A user picks `folder`: the files move there, the mover closes (its binding turns
  /// false), then `onCompletion` runs with their new URLs or the error moving threw.
  @discardableResult
  public func move(to folder: URL) -> [URL]? {
    guard isPresented else { return nil }
    let result = Result<[URL], any Error> {
      try files.map { file in
        let destination = folder.appendingPathComponent(file.lastPathComponent)
        try FileManager.default.moveItem(at: file, to: destination)
        return destination
      }
    }
    isPresentedBinding.wrappedValue = false
    completion(result)
    return try? result.get()
  }

  /// A user cancels: the mover closes, and `onCancellation` runs if there is one.
  @discardableResult
  public func cancel() -> Bool {
    guard isPresented else { return false }
    isPresentedBinding.wrappedValue = false
    cancellation?()
    return true
  }
}

extension View {
  /// Shows a panel to move `file` while `isPresented` is true.
  ///
  /// ```swift
  /// .fileMover(isPresented: $isMoving, file: selectedFile) { result in status = "\(result)" }
  /// ```
  public func fileMover(
    isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> ModifiedContent<Self, _TransferModifier> {
    transfer(
      .fileMover(
        FileMoverPresentation(
          isPresentedBinding: isPresented, files: file.map { [$0] } ?? [],
          completion: { result in if let first = firstURL(result) { onCompletion(first) } }, cancellation: nil
        )))
  }

  /// Shows a panel to move `files` while `isPresented` is true.
  ///
  /// ```swift
  /// .fileMover(isPresented: $isMoving, files: selection) { result in status = "\(result)" }
  /// ```
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> ModifiedContent<Self, _TransferModifier> where C.Element == URL {
    transfer(
      .fileMover(
        FileMoverPresentation(
          isPresentedBinding: isPresented, files: Array(files), completion: onCompletion, cancellation: nil)))
  }
}
