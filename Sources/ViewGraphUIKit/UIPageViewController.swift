#if !canImport(UIKit)
  import Foundation

  /// A container that pages between view controllers, as UIKit declares it. Nothing is
  /// swiped headlessly: the pages shown are the ones last set, and a test plays a user's
  /// swipe the way UIKit makes one — ask the data source for the next page, set it, and tell
  /// the delegate the transition completed — so a coordinator that writes the current page
  /// into a binding is driven from a test.
  ///
  /// ```swift
  /// let next = pager.dataSource?.pageViewController(pager, viewControllerAfter: shown)
  /// pager.setViewControllers([next!], direction: .forward, animated: true)
  /// pager.delegate?.pageViewController(pager, didFinishAnimating: true,
  ///   previousViewControllers: [shown], transitionCompleted: true)
  /// ```
  @preconcurrency @MainActor
  open class UIPageViewController: UIViewController {
    /// How a page turn looks.
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll = 1 }
    /// Which way pages lie.
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical = 1 }
    /// Which way a page turn goes.
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse = 1 }
    /// Where the spine of a page-curl transition sits.
    public enum SpineLocation: Int, Sendable { case none = 0, min, mid, max }

    /// The keys of the options a page view controller is made with.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
      public static let interPageSpacing = OptionsKey(
        rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    open var spineLocation: SpineLocation { transitionStyle == .pageCurl ? .min : .none }
    open var isDoubleSided = false
    /// UIKit's is `weak`: a representable's context keeps the coordinator.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The pages shown: the ones last set.
    open private(set) var viewControllers: [UIViewController]?

    public init(
      transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
      options: [OptionsKey: Any]? = nil
    ) {
      transitionStyle = style
      self.navigationOrientation = navigationOrientation
      super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
      transitionStyle = .pageCurl
      navigationOrientation = .horizontal
      super.init(coder: coder)
    }

    /// Shows `viewControllers`; the completion hears `true` at once, as nothing is animated.
    open func setViewControllers(
      _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
      completion: ((Bool) -> Void)? = nil
    ) {
      self.viewControllers = viewControllers
      completion?(true)
    }
  }

  /// Where a page view controller's pages come from, as UIKit declares it.
  @preconcurrency @MainActor
  public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    func pageViewController(
      _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
  }

  /// What a page view controller tells its delegate; every method is optional, as in UIKit.
  @preconcurrency @MainActor
  public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    func pageViewController(
      _ pageViewController: UIPageViewController,
      willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
  }

  extension UIPageViewControllerDelegate {
    public func pageViewController(
      _ pageViewController: UIPageViewController,
      willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    public func pageViewController(
      _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
      previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
  }
#endif
