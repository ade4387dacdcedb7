#if !canImport(UIKit)
  import Foundation

  /// What manages a presented view controller, as UIKit declares it: made when a controller
  /// is presented, and how a delegate decides whether a swipe down dismisses a sheet. A test
  /// plays that swipe with ``attemptInteractiveDismissal()`` (SPI), which asks the delegate as
  /// UIKit does.
  ///
  /// ```swift
  /// host.presentationController?.delegate = coordinator
  /// ```
  @preconcurrency @MainActor
  open class UIPresentationController: NSObject {
    // The presented controller owns this one (as UIKit's does while presented), so both
    // references here are not owning: a strong pair would never be freed.
    public unowned let presentedViewController: UIViewController
    private weak var presenting: UIViewController?
    /// The controller that presented; the presented one once it is gone.
    public var presentingViewController: UIViewController { presenting ?? presentedViewController }
    /// UIKit's is `weak`: a representable's context keeps the coordinator.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(
      presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
      self.presentedViewController = presentedViewController
      presenting = presentingViewController
      super.init()
    }

    /// A user's swipe down on the presented sheet, as UIKit answers it: a controller that is
    /// modal in presentation, or a delegate that answers false to
    /// `presentationControllerShouldDismiss(_:)`, keeps the sheet and the delegate hears
    /// `presentationControllerDidAttemptToDismiss(_:)`; otherwise the delegate hears will and
    /// did dismiss around the dismissal. Answers whether the sheet was dismissed.
    @_spi(Inspection) @discardableResult
    public func attemptInteractiveDismissal() -> Bool {
      // A controller modal in presentation refuses before the delegate is asked.
      let allowed =
        !presentedViewController.isModalInPresentation
        && delegate?.presentationControllerShouldDismiss(self) ?? true
      guard allowed else {
        delegate?.presentationControllerDidAttemptToDismiss(self)
        return false
      }
      delegate?.presentationControllerWillDismiss(self)
      presentedViewController.dismiss(animated: true)
      delegate?.presentationControllerDidDismiss(self)
      return true
    }
  }

  /// What a presentation controller asks and tells its delegate; every method is optional,
  /// as in UIKit.
  @preconcurrency @MainActor
  public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  }

  extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      true
    }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    {}
  }
#endif
