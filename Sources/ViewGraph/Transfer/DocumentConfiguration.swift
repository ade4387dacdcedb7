import Foundation

/// The document a view is showing, read from the environment (`\.documentConfiguration`).
///
/// ```swift
/// @Environment(\.documentConfiguration) private var document
/// Text(document?.fileURL?.lastPathComponent ?? "Untitled")
/// ```
public struct DocumentConfiguration {
  /// Whether the document may be edited.
  public var isEditable: Bool
  /// Where the document is stored; nil for a new, unsaved one.
  public var fileURL: URL?
}

private struct DocumentConfigurationKey: EnvironmentKey {
  static var defaultValue: DocumentConfiguration? { nil }
}

extension EnvironmentValues {
  /// The document the views below a `DocumentGroup`'s editor show; nil outside one (S157).
  public internal(set) var documentConfiguration: DocumentConfiguration? {
    get { self[DocumentConfigurationKey.self] }
    set { self[DocumentConfigurationKey.self] = newValue }
  }
}
