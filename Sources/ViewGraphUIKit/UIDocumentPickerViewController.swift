#if !canImport(UIKit)
  import Foundation
  import ViewGraphUniformTypeIdentifiers

  /// The Files picker, as UIKit declares it: what it opens or exports is kept, nothing is
  /// shown. A headless host has no Files app: a test plays the user's pick by calling the
  /// delegate's `documentPicker(_:didPickDocumentsAt:)` with the URLs, or its
  /// `documentPickerWasCancelled(_:)`.
  ///
  /// ```swift
  /// picker.delegate?.documentPicker(picker, didPickDocumentsAt: [fileURL])
  /// ```
  @preconcurrency @MainActor
  open class UIDocumentPickerViewController: UIViewController {
    /// The types the picker opens; empty for an export picker.
    public let contentTypes: [UTType]
    /// The files the picker exports; empty for an open picker.
    public let exportedURLs: [URL]
    /// Whether the picked files are copied for the app rather than opened in place.
    public let isCopy: Bool
    /// UIKit's is `weak`: a representable's context keeps the coordinator.
    open weak var delegate: (any UIDocumentPickerDelegate)?
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    open var directoryURL: URL?

    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
      self.contentTypes = contentTypes
      exportedURLs = []
      isCopy = asCopy
      super.init(nibName: nil, bundle: nil)
    }

    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
      self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    public init(forExporting urls: [URL], asCopy: Bool) {
      contentTypes = []
      exportedURLs = urls
      isCopy = asCopy
      super.init(nibName: nil, bundle: nil)
    }

    public convenience init(forExporting urls: [URL]) { self.init(forExporting: urls, asCopy: false) }

    public required init?(coder: NSCoder) {
      contentTypes = []
      exportedURLs = []
      isCopy = false
      super.init(coder: coder)
    }
  }

  /// What the Files picker tells its delegate; both methods are optional, as in UIKit.
  @preconcurrency @MainActor
  public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
  }

  extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
    }
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
  }
#endif
