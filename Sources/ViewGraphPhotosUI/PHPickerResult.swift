#if !canImport(PhotosUI)
  import Foundation
  import ViewGraphCoreTransferable

  /// An asset the user picked in a ``PHPickerViewController``: its data through an item
  /// provider, and its library identifier when the picker was given a library.
  ///
  /// ```swift
  /// func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
  ///   results.first?.itemProvider.loadObject(ofClass: UIImage.self) { image, _ in … }
  /// }
  /// ```
  public struct PHPickerResult: Equatable, Hashable {
    /// The picked asset's representations.
    public let itemProvider: NSItemProvider
    /// The asset's local identifier; nil for a picker made without a photo library.
    public var assetIdentifier: String? { identifier }
    private let identifier: String?

    /// A picked result as a test supplies it: the data the user's pick loads, in a provider.
    ///
    /// ```swift
    /// picker.pick([PHPickerResult(itemProvider: NSItemProvider(object: UIImage(named: "Dog")!))])
    /// ```
    @_spi(Inspection) public init(itemProvider: NSItemProvider, assetIdentifier: String? = nil) {
      self.itemProvider = itemProvider
      identifier = assetIdentifier
    }
  }
#endif
