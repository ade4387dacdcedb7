#if !canImport(AppKit)
  import Foundation

  /// A window, as AppKit declares it: what `NSApplication.keyWindow` answers. A headless host
  /// shows none; a window an app makes and orders front becomes the app's key window, so code
  /// that reads `NSApp.keyWindow?.title` runs as it does with one window open.
  ///
  /// ```swift
  /// let window = NSWindow()
  /// window.title = "Inspector"
  /// window.makeKeyAndOrderFront(nil)
  /// NSApp.keyWindow?.title  // "Inspector"
  /// ```
  @preconcurrency @MainActor
  open class NSWindow: NSResponder {
    /// The title bar's text.
    open var title = ""
    /// The window's identifier, which restores and autosaves it.
    open var identifier: NSUserInterfaceItemIdentifier?
    /// Whether the window is on screen.
    open private(set) var isVisible = false

    /// Where the window is; nothing is laid out, the frame is what was set.
    open private(set) var frame: NSRect = .zero
    /// The window's style: its title bar and controls.
    open var styleMask: StyleMask = [.titled]
    /// The window's stacking level.
    open var level: Level = .normal
    /// The responder that receives key events: the window itself until the app makes another.
    open private(set) weak var firstResponder: NSResponder?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// A window with a content rectangle and style; nothing is shown until ordered front.
    public init(
      contentRect: NSRect, styleMask style: StyleMask, backing backingStoreType: BackingStoreType,
      defer flag: Bool
    ) {
      frame = contentRect
      styleMask = style
      super.init()
    }

    /// The controller whose view is the window's content view.
    open var contentViewController: NSViewController? {
      didSet { contentView = contentViewController?.view }
    }

    /// The window's root view: setting it puts the view (and its subviews) in this window,
    /// calling `viewDidMoveToWindow()` on each, as AppKit does.
    open var contentView: NSView? {
      didSet {
        guard oldValue !== contentView else { return }
        if let oldValue {
          oldValue.windowAsContentView = nil
          oldValue.windowDidChange()
        }
        if let contentView {
          contentView.viewWillMove(toWindow: self)
          contentView.windowAsContentView = self
          contentView.windowDidChange()
        }
      }
    }

    /// Makes `responder` the first responder if it accepts (nil makes the window itself first).
    @discardableResult
    open func makeFirstResponder(_ responder: NSResponder?) -> Bool {
      guard let responder else {
        firstResponder = self
        return true
      }
      guard responder.acceptsFirstResponder, responder.becomeFirstResponder() else { return false }
      firstResponder = responder
      return true
    }

    /// Makes `view` rebuild its cursor rectangles: its old ones are discarded and its
    /// `resetCursorRects()` runs, as AppKit runs it when it next needs them.
    open func invalidateCursorRects(for view: NSView) {
      view.discardCursorRects()
      view.resetCursorRects()
    }

    /// Centers the window on its screen; there is no screen, the frame is kept.
    open func center() {}
    /// Names the window's saved frame; nothing is saved headlessly.
    @discardableResult
    open func setFrameAutosaveName(_ name: String) -> Bool { true }

    /// Whether this is the app's key window (the one receiving keyboard events).
    open var isKeyWindow: Bool { NSApplication.shared.keyWindow === self }
    /// Whether this is the app's main window.
    open var isMainWindow: Bool { NSApplication.shared.mainWindow === self }

    /// Shows the window and makes it the key and main window.
    open func makeKeyAndOrderFront(_ sender: Any?) {
      isVisible = true
      NSApplication.shared.order(self, key: true)
    }

    /// Shows the window without making it key.
    open func orderFront(_ sender: Any?) {
      isVisible = true
      NSApplication.shared.order(self, key: false)
    }

    /// Makes the window key, as a click on it would.
    open func makeKey() { NSApplication.shared.order(self, key: true) }

    /// Hides and removes the window, posting `willCloseNotification` first.
    open func close() {
      NotificationCenter.default.post(name: Self.willCloseNotification, object: self)
      isVisible = false
      NSApplication.shared.remove(self)
    }

    /// Whether the system restores the window at the next launch; kept as set.
    open var isRestorable = true

    /// Posted when the window becomes the key window.
    public nonisolated static let didBecomeKeyNotification = Notification.Name(
      "NSWindowDidBecomeKeyNotification")
    /// Posted when the window stops being the key window.
    public nonisolated static let didResignKeyNotification = Notification.Name(
      "NSWindowDidResignKeyNotification")
    /// Posted when the window becomes the main window.
    public nonisolated static let didBecomeMainNotification = Notification.Name(
      "NSWindowDidBecomeMainNotification")
    /// Posted when the window stops being the main window.
    public nonisolated static let didResignMainNotification = Notification.Name(
      "NSWindowDidResignMainNotification")
    /// Posted before the window closes.
    public nonisolated static let willCloseNotification = Notification.Name("NSWindowWillCloseNotification")
    /// Posted after the window's size changed; nothing is laid out, so never here.
    public nonisolated static let didResizeNotification = Notification.Name("NSWindowDidResizeNotification")
    /// Posted after the window moved; nothing is laid out, so never here.
    public nonisolated static let didMoveNotification = Notification.Name("NSWindowDidMoveNotification")
  }

  extension NSWindow {
    /// A window's title bar and controls.
    public struct StyleMask: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let borderless = StyleMask([])
      public static let titled = StyleMask(rawValue: 1 << 0)
      public static let closable = StyleMask(rawValue: 1 << 1)
      public static let miniaturizable = StyleMask(rawValue: 1 << 2)
      public static let resizable = StyleMask(rawValue: 1 << 3)
      public static let fullScreen = StyleMask(rawValue: 1 << 14)
      public static let fullSizeContentView = StyleMask(rawValue: 1 << 15)
      public static let nonactivatingPanel = StyleMask(rawValue: 1 << 7)
    }

    /// How a window's content is buffered; nothing is drawn.
    public enum BackingStoreType: UInt, Sendable { case retained = 0, nonretained = 1, buffered = 2 }

    /// A window's stacking level.
    public struct Level: RawRepresentable, Hashable, Sendable {
      public let rawValue: Int
      public init(rawValue: Int) { self.rawValue = rawValue }
      public init(_ rawValue: Int) { self.rawValue = rawValue }
      public static let normal = Level(0)
      public static let floating = Level(3)
      public static let submenu = Level(3)
      public static let tornOffMenu = Level(3)
      public static let modalPanel = Level(8)
      public static let mainMenu = Level(24)
      public static let statusBar = Level(25)
      public static let popUpMenu = Level(101)
      public static let screenSaver = Level(1000)
    }

    /// Plays a key event a user's key press would cause: it goes to the window's first
    /// responder's `keyDown(with:)`, `keyUp(with:)` or `flagsChanged(with:)`.
    ///
    /// - Parameter event: The event, made with the inspection initializer of ``NSEvent``.
    @_spi(Inspection) public func playKeyEvent(_ event: NSEvent) {
      let responder = firstResponder ?? self
      switch event.type {
      case .keyDown: responder.keyDown(with: event)
      case .keyUp: responder.keyUp(with: event)
      case .flagsChanged: responder.flagsChanged(with: event)
      default: break
      }
    }
  }

  extension NSApplication {
    /// The app's windows, frontmost first.
    public var windows: [NSWindow] { openWindows }
    /// The window that receives keyboard events: the one made key last, while it is open.
    public var keyWindow: NSWindow? { currentKeyWindow }
    /// The app's main window: its key window, as a single-window app has it.
    public var mainWindow: NSWindow? { currentKeyWindow }

    /// Puts `window` in front; making it key posts the resign and become notifications,
    /// key then main, as AppKit does (S336).
    func order(_ window: NSWindow, key: Bool) {
      openWindows.removeAll { $0 === window }
      openWindows.insert(window, at: 0)
      guard key, currentKeyWindow !== window else { return }
      let previous = currentKeyWindow
      currentKeyWindow = window
      let center = NotificationCenter.default
      if let previous {
        center.post(name: NSWindow.didResignKeyNotification, object: previous)
        center.post(name: NSWindow.didResignMainNotification, object: previous)
      }
      center.post(name: NSWindow.didBecomeKeyNotification, object: window)
      center.post(name: NSWindow.didBecomeMainNotification, object: window)
    }

    func remove(_ window: NSWindow) {
      openWindows.removeAll { $0 === window }
      if currentKeyWindow === window { currentKeyWindow = nil }
    }
  }
#endif
