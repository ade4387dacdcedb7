import Foundation

/// An AppKit view controller that hosts a SwiftUI view, as SwiftUI declares it. Its view
/// mounts `rootView` in a view graph of its own when first loaded; setting `rootView`
/// updates it in place, so the hosted views keep their state.
///
/// ```swift
/// window.contentViewController = NSHostingController(rootView: SettingsScreen())
/// ```
@MainActor @preconcurrency
open class NSHostingController<Content: View>: NSViewController {
  private let hosted: HostedViewGraph<Content>

  /// The view shown; setting it updates the hosted views.
  public var rootView: Content {
    get { hosted.rootView }
    set { hosted.rootView = newValue }
  }

  /// How the controller sizes itself to its content; nothing is laid out here.
  public var sizingOptions: NSHostingSizingOptions = []

  /// Makes a controller that hosts `rootView`.
  ///
  /// - Parameter rootView: The view to host.
  public init(rootView: Content) {
    hosted = HostedViewGraph(rootView)
    super.init(nibName: nil, bundle: nil)
  }

  /// A hosting controller is never decoded here: a headless host has no storyboards.
  ///
  /// - Parameter coder: The decoder.
  public required init?(coder: NSCoder) { return nil }

  open override func loadView() {
    view = NSHostingView(hosted: hosted)
  }

  /// The host the root view is mounted in, once the controller's view is loaded.
  @_spi(Inspection) public var viewHost: ViewHost? {
    _ = view
    return hosted.mount()
  }
}

/// An AppKit view that hosts a SwiftUI view, as SwiftUI declares it: `rootView` is mounted in
/// a view graph of its own when the view is made, and setting it updates it in place.
///
/// ```swift
/// statusItem.button?.addSubview(NSHostingView(rootView: MenuBarLabel()))
/// ```
@MainActor @preconcurrency
open class NSHostingView<Content: View>: NSView {
  private let hosted: HostedViewGraph<Content>

  /// The view shown; setting it updates the hosted views.
  public var rootView: Content {
    get { hosted.rootView }
    set { hosted.rootView = newValue }
  }

  /// How the view sizes itself to its content; nothing is laid out here.
  public var sizingOptions: NSHostingSizingOptions = []

  /// Makes a view that hosts `rootView`.
  ///
  /// - Parameter rootView: The view to host.
  public required init(rootView: Content) {
    hosted = HostedViewGraph(rootView)
    super.init(frame: .zero)
    _ = hosted.mount()
  }

  init(hosted: HostedViewGraph<Content>) {
    self.hosted = hosted
    super.init(frame: .zero)
    _ = hosted.mount()
  }

  /// A hosting view is never decoded here: a headless host has no nibs.
  ///
  /// - Parameter coder: The decoder.
  public required init?(coder: NSCoder) { return nil }

  /// The host the root view is mounted in.
  @_spi(Inspection) public var viewHost: ViewHost { hosted.mount() }
}

/// How a hosting controller or view sizes itself to its content.
public struct NSHostingSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let minSize = NSHostingSizingOptions(rawValue: 1 << 0)
  public static let intrinsicContentSize = NSHostingSizingOptions(rawValue: 1 << 1)
  public static let maxSize = NSHostingSizingOptions(rawValue: 1 << 2)
  public static let preferredContentSize = NSHostingSizingOptions(rawValue: 1 << 3)
  public static let standardBounds: NSHostingSizingOptions = [.minSize, .intrinsicContentSize, .maxSize]
}
