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
    /// Whether the window is on screen.
    open private(set) var isVisible = false

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

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

    /// Hides and removes the window.
    open func close() {
      isVisible = false
      NSApplication.shared.remove(self)
    }
  }

  extension NSApplication {
    /// The app's windows, frontmost first.
    public var windows: [NSWindow] { openWindows }
    /// The window that receives keyboard events: the one made key last, while it is open.
    public var keyWindow: NSWindow? { currentKeyWindow }
    /// The app's main window: its key window, as a single-window app has it.
    public var mainWindow: NSWindow? { currentKeyWindow }

    func order(_ window: NSWindow, key: Bool) {
      openWindows.removeAll { $0 === window }
      openWindows.insert(window, at: 0)
      if key { currentKeyWindow = window }
    }

    func remove(_ window: NSWindow) {
      openWindows.removeAll { $0 === window }
      if currentKeyWindow === window { currentKeyWindow = nil }
    }
  }
#endif
