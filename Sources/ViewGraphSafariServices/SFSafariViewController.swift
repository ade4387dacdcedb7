#if !canImport(SafariServices)
  import Foundation
  import ViewGraphUIKit

  /// The in-app browser, as SafariServices declares it: a view controller showing `url`. A
  /// headless host loads no page; it keeps the URL and configuration (S320), and a test plays
  /// the user tapping Done with ``finish()``, which dismisses the controller and tells the
  /// delegate, as Safari does.
  ///
  /// ```swift
  /// func makeUIViewController(context: Context) -> SFSafariViewController {
  ///   let safari = SFSafariViewController(url: url)
  ///   safari.delegate = context.coordinator
  ///   return safari
  /// }
  /// ```
  @preconcurrency @MainActor
  open class SFSafariViewController: UIViewController {
    /// How the controller is set up; copied when the controller is made.
    @preconcurrency @MainActor
    open class Configuration: NSObject {
      /// Whether the page opens in Reader when it can.
      open var entersReaderIfAvailable = false
      /// Whether the bars collapse as the user scrolls.
      open var barCollapsingEnabled = true
      public override init() { super.init() }
    }

    /// The label of the button that closes the browser.
    public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }

    /// The page the controller was made to show.
    @_spi(Inspection) public let url: URL
    /// The configuration the controller was made with.
    public let configuration: Configuration
    /// Who hears that the user closed the browser; weak, as in SafariServices.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: DismissButtonStyle = .done

    /// A browser showing `URL` with `configuration` (copied, so later changes to it do not
    /// reach this controller).
    public init(url URL: URL, configuration: Configuration) {
      url = URL
      let copy = Configuration()
      copy.entersReaderIfAvailable = configuration.entersReaderIfAvailable
      copy.barCollapsingEnabled = configuration.barCollapsingEnabled
      self.configuration = copy
      super.init(nibName: nil, bundle: nil)
    }

    /// A browser showing `URL` with the default configuration.
    public convenience init(url URL: URL) { self.init(url: URL, configuration: Configuration()) }

    /// Safari's controller is never decoded from a storyboard; a headless host has none.
    public required init?(coder: NSCoder) { nil }

    /// Plays the user tapping Done: the controller is dismissed if it was presented, and the
    /// delegate hears `safariViewControllerDidFinish(_:)`, as in SafariServices (S320).
    @_spi(Inspection) public func finish() {
      if presentingViewController != nil { dismiss(animated: true) }
      delegate?.safariViewControllerDidFinish(self)
    }
  }

  /// What the browser tells its delegate; every method is optional, as in SafariServices.
  @preconcurrency @MainActor
  public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    /// The user closed the browser (Done).
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first page finished loading; headlessly this is only heard when a test plays it.
    func safariViewController(
      _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
  }

  extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(
      _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
    ) {}
  }
#endif
