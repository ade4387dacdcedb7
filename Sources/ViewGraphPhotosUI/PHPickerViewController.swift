#if !canImport(PhotosUI)
  import Foundation
  @_spi(Inspection) import ViewGraph

  /// The photo picker UIKit apps present, or wrap in a `UIViewControllerRepresentable`
  /// whose coordinator is its delegate (S348). There is no photo library headlessly: a test
  /// plays the user's pick with the SPI ``pick(_:)`` (or ``cancel()``), which tells the
  /// delegate as the picker does.
  ///
  /// ```swift
  /// let picker = harness.find(PhotoPicker.self)?.platformView(as: PHPickerViewController.self)
  /// picker?.pick([PHPickerResult(itemProvider: NSItemProvider(object: UIImage(named: "Dog")!))])
  /// ```
  @preconcurrency @MainActor
  open class PHPickerViewController: UIViewController {
    /// The configuration the picker was made with.
    public let configuration: PHPickerConfiguration
    public weak var delegate: (any PHPickerViewControllerDelegate)?

    public init(configuration: PHPickerConfiguration) {
      self.configuration = configuration
      super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
      configuration = PHPickerConfiguration()
      super.init(coder: coder)
    }

    /// Plays the user picking `results` and tapping Add: the delegate hears
    /// `picker(_:didFinishPicking:)` with them. A user cannot pick more than the
    /// configuration's `selectionLimit` (0: no limit): more is a `notModelled` warning
    /// naming both counts, and the delegate hears the first `selectionLimit`.
    @_spi(Inspection) public func pick(_ results: [PHPickerResult]) {
      let limit = configuration.selectionLimit
      var picked = results
      if limit > 0, results.count > limit {
        RuntimeWarning.raise(
          .notModelled,
          "PHPickerViewController.pick(_:) was given \(results.count) results, but its configuration's "
            + "selectionLimit is \(limit): a user picks at most \(limit). The delegate hears the first \(limit). "
            + "Pick fewer, or raise selectionLimit.")
        picked = Array(results.prefix(limit))
      }
      delegate?.picker(self, didFinishPicking: picked)
    }

    /// Plays the user tapping Cancel: the delegate hears `picker(_:didFinishPicking:)` with
    /// no results, as PhotosUI tells it.
    @_spi(Inspection) public func cancel() {
      delegate?.picker(self, didFinishPicking: [])
    }
  }

  /// What a ``PHPickerViewController`` tells its delegate when the user finishes: the picked
  /// results, or none when the user cancels. The picker does not dismiss itself.
  @preconcurrency @MainActor
  public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
  }
#endif
