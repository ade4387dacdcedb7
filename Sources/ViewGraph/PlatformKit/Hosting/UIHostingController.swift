import Foundation

/// A UIKit view controller that hosts a SwiftUI view, as SwiftUI declares it. Its view
/// mounts `rootView` in a view graph of its own when first loaded; setting `rootView`
/// updates it in place, so the hosted views keep their state.
///
/// ```swift
/// let controller = UIHostingController(rootView: SettingsScreen())
/// navigationController.pushViewController(controller, animated: true)
/// ```
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
  private let hosted: HostedViewGraph<Content>

  /// The view shown; setting it updates the hosted views.
  public var rootView: Content {
    get { hosted.rootView }
    set { hosted.rootView = newValue }
  }

  /// How the controller sizes itself to its content; nothing is laid out here.
  public var sizingOptions: UIHostingControllerSizingOptions = []

  /// Makes a controller that hosts `rootView`.
  ///
  /// - Parameter rootView: The view to host.
  public init(rootView: Content) {
    hosted = HostedViewGraph(rootView)
    super.init(nibName: nil, bundle: nil)
  }

  /// A hosting controller is never decoded here: a headless host has no storyboards.
  ///
  /// - Parameter aDecoder: The decoder.
  public required init?(coder aDecoder: NSCoder) { return nil }

  open override func loadView() {
    super.loadView()
    _ = hosted.mount()
  }

  /// The size the hosted views want within `size`. ViewGraph lays nothing out: it raises a
  /// `notModelled` runtime warning naming the content and the size asked, and answers `.zero`.
  ///
  /// - Parameter size: The size offered.
  /// - Returns: `.zero`.
  public func sizeThatFits(in size: CGSize) -> CGSize {
    RuntimeWarning.raise(
      .notModelled,
      "UIHostingController<\(Content.self)>.sizeThatFits(in: \(size.width)×\(size.height)) asked for a "
        + "layout size; ViewGraph lays nothing out, so it answers .zero. Read the hosted views through "
        + "viewHost instead of their size.")
    return .zero
  }

  /// The host the root view is mounted in, once the controller's view is loaded.
  @_spi(Inspection) public var viewHost: ViewHost? {
    _ = view
    return hosted.mount()
  }
}

/// How a hosting controller sizes itself to its content.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The preferred content size follows the content's ideal size.
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
  /// The intrinsic content size follows the content's ideal size.
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
