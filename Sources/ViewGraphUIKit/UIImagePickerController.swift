#if !canImport(UIKit)
  import Foundation

  /// A navigation controller, as UIKit declares it: its stack is kept as set.
  @preconcurrency @MainActor
  open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []
    open var isNavigationBarHidden = false
    open var topViewController: UIViewController? { viewControllers.last }

    public init(rootViewController: UIViewController) {
      viewControllers = [rootViewController]
      super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
      viewControllers.append(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
      viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
  }

  /// What a navigation controller tells its delegate; every method is optional.
  @preconcurrency @MainActor
  public protocol UINavigationControllerDelegate: NSObjectProtocol {}

  /// The camera and photo library picker, as UIKit declares it. A headless host has no
  /// camera: a test plays the user's pick by calling the delegate's
  /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` with an image, or its
  /// `imagePickerControllerDidCancel(_:)`.
  ///
  /// ```swift
  /// picker.delegate?.imagePickerController(picker, didFinishPickingMediaWithInfo: [.originalImage: UIImage()])
  /// ```
  @preconcurrency @MainActor
  open class UIImagePickerController: UINavigationController {
    /// Where the picker takes media from.
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    /// Which camera.
    public enum CameraDevice: Int, Sendable { case rear, front }

    /// The keys of the picked media's info.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
      public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
      public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
      public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
      public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
      public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    open var sourceType: SourceType = .photoLibrary
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var cameraDevice: CameraDevice = .rear
    /// UIKit's is `weak` and names both protocols: a representable's context keeps the coordinator.
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    /// Whether the source exists: the photo library does, a headless host has no camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
  }

  /// What the picker tells its delegate; both methods are optional, as in UIKit.
  @preconcurrency @MainActor
  public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
  }

  extension UIImagePickerControllerDelegate {
    public func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
  }
#endif
