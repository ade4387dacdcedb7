#if !canImport(UIKit)
  import Foundation

  /// A view controller, as UIKit declares it: its view is made on first access (`loadView`,
  /// then `viewDidLoad`), and presenting or dismissing is recorded on the controllers, not
  /// shown. A `UIViewControllerRepresentable`'s controller is what a test reads back.
  ///
  /// ```swift
  /// let controller = UIViewController()
  /// controller.view.backgroundColor = .systemBackground
  /// ```
  @preconcurrency @MainActor
  open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// How the controller appears when presented; kept, nothing animates headlessly.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation = false
    open var preferredContentSize: CGSize = .zero
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
    /// The controller this one presented and has not dismissed.
    open private(set) var presentedViewController: UIViewController?
    open private(set) weak var presentingViewController: UIViewController?
    /// What manages this controller while it is presented; nil when it is not.
    open private(set) var presentationController: UIPresentationController?
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Apps subclassing a controller write this initializer; a headless host never decodes one.
    public required init?(coder: NSCoder) { super.init() }

    /// The controller's view, made by ``loadView()`` on first access.
    open var view: UIView! {
      get {
        if let loadedView { return loadedView }
        loadView()
        if loadedView == nil { loadedView = UIView() }
        viewDidLoad()
        return loadedView
      }
      set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }
    open var viewIfLoaded: UIView? { loadedView }

    open func loadView() { loadedView = UIView() }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Records `viewControllerToPresent` as presented; nothing is shown.
    open func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
      presentedViewController = viewControllerToPresent
      viewControllerToPresent.presentingViewController = self
      viewControllerToPresent.presentationController = UIPresentationController(
        presentedViewController: viewControllerToPresent, presenting: self)
      completion?()
    }

    /// Dismisses the controller this one presented, or this one if it was presented.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      if let presented = presentedViewController {
        presented.presentingViewController = nil
        presented.presentationController = nil
        presentedViewController = nil
      } else if let presenting = presentingViewController {
        presenting.presentedViewController = nil
        presentingViewController = nil
        presentationController = nil
      }
      completion?()
    }

    open func addChild(_ childController: UIViewController) {
      childController.removeFromParent()
      children.append(childController)
      childController.parent = self
    }

    open func removeFromParent() {
      parent?.children.removeAll { $0 === self }
      parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
  }

  /// How a presented controller appears, as UIKit declares it.
  public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
  }

  /// How a presented controller covers the screen.
  public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext
    case popover, none = -1, automatic = -2
  }
#endif
