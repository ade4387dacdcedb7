#if !canImport(AppKit)
  import Foundation

  extension NSApplication {
    /// Keys of the standard About panel's options.
    public struct AboutPanelOptionKey: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let credits = AboutPanelOptionKey(rawValue: "Credits")
      public static let applicationName = AboutPanelOptionKey(rawValue: "ApplicationName")
      public static let applicationIcon = AboutPanelOptionKey(rawValue: "ApplicationIcon")
      public static let version = AboutPanelOptionKey(rawValue: "Version")
      public static let applicationVersion = AboutPanelOptionKey(rawValue: "ApplicationVersion")
    }

    /// Shows the standard About panel: recorded as the app's request, nothing is drawn (S407).
    public func orderFrontStandardAboutPanel(_ sender: Any?) {
      raiseNotModelled(
        "NSApp.orderFrontStandardAboutPanel(_:) shows the About panel, which is not drawn here.")
    }

    /// Shows the standard About panel with `options`: nothing is drawn (S407).
    public func orderFrontStandardAboutPanel(options optionsDictionary: [AboutPanelOptionKey: Any] = [:]) {
      orderFrontStandardAboutPanel(nil)
    }
  }

  extension NSMenu {
    /// Pops the menu up for the user to choose from: no user here to choose, so it warns and
    /// answers false, as a menu closed without a choice (S407). A test chooses an item by
    /// playing its action.
    @discardableResult
    public func popUp(positioning item: NSMenuItem?, at location: NSPoint, in view: NSView?) -> Bool {
      raiseNotModelled(
        "NSMenu(\"\(title)\").popUp(positioning:at:in:) waits for the user to choose an item, and no one chooses "
          + "here: it answers false. Fix: play the item's action from the test.")
      return false
    }
  }

  /// What decides whether a menu item is enabled, as AppKit declares it.
  @preconcurrency @MainActor
  public protocol NSMenuItemValidation: NSObjectProtocol {
    func validateMenuItem(_ menuItem: NSMenuItem) -> Bool
  }
#endif
