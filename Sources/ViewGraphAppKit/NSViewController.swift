#if !canImport(AppKit)
  import Foundation

  /// A view controller, as AppKit declares it: its view is made on first access (`loadView`,
  /// then `viewDidLoad`). An `NSViewControllerRepresentable`'s controller is what a test reads
  /// back.
  ///
  /// ```swift
  /// let controller = NSViewController()
  /// controller.view = NSView()
  /// ```
  @preconcurrency @MainActor
  open class NSViewController: NSResponder {
    private var loadedView: NSView?
    open var title: String?
    open var preferredContentSize: NSSize = .zero
    open private(set) var children: [NSViewController] = []
    open private(set) weak var parent: NSViewController?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The controller's view, made by ``loadView()`` on first access.
    open var view: NSView {
      get {
        if let loadedView { return loadedView }
        loadView()
        let made = loadedView ?? NSView()
        loadedView = made
        viewDidLoad()
        return made
      }
      set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    open func loadView() { loadedView = NSView() }
    open func viewDidLoad() {}
    open func viewWillAppear() {}
    open func viewDidAppear() {}
    open func viewWillDisappear() {}
    open func viewDidDisappear() {}

    open func addChild(_ childViewController: NSViewController) {
      childViewController.removeFromParent()
      children.append(childViewController)
      childViewController.parent = self
    }

    open func removeFromParent() {
      parent?.children.removeAll { $0 === self }
      parent = nil
    }
  }
#endif
