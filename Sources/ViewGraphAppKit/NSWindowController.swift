#if !canImport(AppKit)
  import Foundation

  /// A window controller, as AppKit declares it: it loads its window the first time the
  /// window is asked for (``loadWindow()``, then ``windowDidLoad()``) and shows it with
  /// ``showWindow(_:)``, which makes it key, as a headless host keeps windows (``NSWindow``).
  ///
  /// ```swift
  /// final class MainWindowController: NSWindowController {
  ///   override func loadWindow() { window = NSWindow(contentViewController: NSHostingController(rootView: MainView())) }
  /// }
  /// MainWindowController(window: nil).showWindow(nil)
  /// ```
  @preconcurrency @MainActor
  open class NSWindowController: NSResponder {
    private var loadedWindow: NSWindow?
    private var loading = false

    /// A controller of `window`; nil loads it on first use with ``loadWindow()``.
    public init(window: NSWindow?) {
      loadedWindow = window
      super.init()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The nib the window is loaded from; a headless host loads no nibs.
    open var windowNibName: NSNib.Name? { nil }

    /// The controller's window: loaded by ``loadWindow()`` the first time it is asked for.
    open var window: NSWindow? {
      get {
        if loadedWindow == nil, !loading {
          loading = true
          windowWillLoad()
          loadWindow()
          loading = false
          if loadedWindow != nil { windowDidLoad() }
        }
        return loadedWindow
      }
      set { loadedWindow = newValue }
    }

    open var isWindowLoaded: Bool { loadedWindow != nil }

    /// The window's content view controller.
    open var contentViewController: NSViewController? {
      get { window?.contentViewController }
      set { window?.contentViewController = newValue }
    }

    /// Loads the window; AppKit's reads the nib, which a headless host has none of.
    open func loadWindow() {}
    open func windowWillLoad() {}
    open func windowDidLoad() {}

    /// Shows the window and makes it key.
    open func showWindow(_ sender: Any?) { window?.makeKeyAndOrderFront(sender) }

    /// Closes the window.
    open func close() { loadedWindow?.close() }
  }

  /// A nib, as AppKit declares its name type; a headless host loads no nibs.
  open class NSNib: NSObject {
    public typealias Name = String
  }

  /// A panel: a window that floats above the app's others, as AppKit declares it.
  @preconcurrency @MainActor
  open class NSPanel: NSWindow {
    open var isFloatingPanel = false
    open var becomesKeyOnlyIfNeeded = false
    open var worksWhenModal = false
  }

  extension NSWindow {
    /// A window whose content is `contentViewController`'s view, titled with its title.
    public convenience init(contentViewController: NSViewController) {
      self.init(
        contentRect: NSRect(origin: .zero, size: contentViewController.preferredContentSize),
        styleMask: [.titled, .closable, .miniaturizable, .resizable], backing: .buffered, defer: true)
      // An initializer's own assignments skip the property observers that put the view in
      // this window: a method's run them.
      adopt(contentViewController)
      title = contentViewController.title ?? ""
    }

    private func adopt(_ controller: NSViewController) {
      contentViewController = controller
    }
  }
#endif
