#if !canImport(QuickLook)
  import Foundation

  /// An item a preview shows, as QuickLook declares it; a file URL is one.
  ///
  /// ```swift
  /// func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem {
  ///   urls[index] as QLPreviewItem
  /// }
  /// ```
  public protocol QLPreviewItem: NSObjectProtocol {
    var previewItemURL: URL? { get }
    var previewItemTitle: String? { get }
  }

  extension QLPreviewItem {
    public var previewItemTitle: String? { previewItemURL?.lastPathComponent }
  }

  extension NSURL: QLPreviewItem {
    public var previewItemURL: URL? { self as URL }
  }
#endif
