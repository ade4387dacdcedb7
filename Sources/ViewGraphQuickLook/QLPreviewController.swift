#if !canImport(QuickLook)
  import Foundation
  import ViewGraphUIKit

  /// What a preview controller asks for its items.
  @preconcurrency @MainActor
  public protocol QLPreviewControllerDataSource: AnyObject {
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem
  }

  /// What a preview controller tells its delegate.
  @preconcurrency @MainActor
  public protocol QLPreviewControllerDelegate: AnyObject {
    func previewControllerWillDismiss(_ controller: QLPreviewController)
    func previewControllerDidDismiss(_ controller: QLPreviewController)
  }

  extension QLPreviewControllerDelegate {
    public func previewControllerWillDismiss(_ controller: QLPreviewController) {}
    public func previewControllerDidDismiss(_ controller: QLPreviewController) {}
  }

  /// A view controller that previews items its data source gives, as QuickLook declares it
  /// (S409). Nothing is rendered: ``currentPreviewItem`` is what a user would see, and a test
  /// moves through the items (`currentPreviewItemIndex`) or dismisses it (``dismissPreview()``,
  /// inspection SPI), as a user would.
  ///
  /// ```swift
  /// let preview = QLPreviewController()
  /// preview.dataSource = coordinator
  /// preview.currentPreviewItemIndex = selectedIndex
  /// ```
  open class QLPreviewController: UIViewController {
    open weak var dataSource: (any QLPreviewControllerDataSource)?
    open weak var delegate: (any QLPreviewControllerDelegate)?
    /// The index of the item shown.
    open var currentPreviewItemIndex = 0

    /// The item shown: the data source's at ``currentPreviewItemIndex``, if it has one there.
    open var currentPreviewItem: (any QLPreviewItem)? {
      guard let dataSource, currentPreviewItemIndex >= 0,
        currentPreviewItemIndex < dataSource.numberOfPreviewItems(in: self)
      else { return nil }
      return dataSource.previewController(self, previewItemAt: currentPreviewItemIndex)
    }

    /// Asks the data source again.
    open func reloadData() {}

    /// Shows the current item again.
    open func refreshCurrentPreviewItem() {}

    /// Whether the controller can preview `item`: a file URL it can read.
    open class func canPreview(_ item: any QLPreviewItem) -> Bool { item.previewItemURL?.isFileURL ?? false }
  }

  @_spi(Inspection)
  extension QLPreviewController {
    /// Plays the user closing the preview: the delegate hears it will and did dismiss.
    public func dismissPreview() {
      delegate?.previewControllerWillDismiss(self)
      dismiss(animated: true)
      delegate?.previewControllerDidDismiss(self)
    }
  }
#endif
