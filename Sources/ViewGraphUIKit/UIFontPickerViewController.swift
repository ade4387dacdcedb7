#if !canImport(UIKit)
  import Foundation

  /// The system font picker, as UIKit declares it: its configuration is kept, nothing is
  /// shown. A test plays the user's pick by setting `selectedFontDescriptor` and calling the
  /// delegate's `fontPickerViewControllerDidPickFont(_:)`, or plays a cancel with
  /// `fontPickerViewControllerDidCancel(_:)` (S386).
  ///
  /// ```swift
  /// picker.selectedFontDescriptor = UIFontDescriptor(name: "Menlo", size: 0)
  /// picker.delegate?.fontPickerViewControllerDidPickFont(picker)
  /// ```
  @preconcurrency @MainActor
  open class UIFontPickerViewController: UIViewController {
    /// What the picker lists.
    public struct Configuration: Sendable {
      /// Whether each family's faces are listed, not only the families.
      public var includeFaces = false
      /// Whether names are shown in the system font rather than in their own.
      public var displayUsingSystemFont = false
      /// The traits every listed font has (`.traitMonoSpace`).
      public var filteredTraits: UIFontDescriptor.SymbolicTraits = []
      public init() {}
    }

    public let configuration: Configuration
    /// UIKit's is `weak`: a representable's context keeps the coordinator.
    open weak var delegate: (any UIFontPickerViewControllerDelegate)?
    /// The font the user picked; nil until they do.
    open var selectedFontDescriptor: UIFontDescriptor?

    public init(configuration: Configuration = Configuration()) {
      self.configuration = configuration
      super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
      configuration = Configuration()
      super.init(coder: coder)
    }
  }

  /// What a font picker tells its delegate; every method is optional.
  @preconcurrency @MainActor
  public protocol UIFontPickerViewControllerDelegate: NSObjectProtocol {
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
    func fontPickerViewController(
      _ viewController: UIFontPickerViewController, shouldShowFontDescriptor descriptor: UIFontDescriptor
    ) -> Bool
  }

  extension UIFontPickerViewControllerDelegate {
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
    public func fontPickerViewController(
      _ viewController: UIFontPickerViewController, shouldShowFontDescriptor descriptor: UIFontDescriptor
    ) -> Bool { true }
  }
#endif
