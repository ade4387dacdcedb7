#if !canImport(AppKit)
  import Foundation

  /// The mouse cursor, as AppKit declares it: the system cursors, and a stack of them views
  /// push while the pointer hovers. There is no pointer headlessly: pushing, popping and
  /// setting keep ``current`` up to date and show nothing.
  ///
  /// ```swift
  /// Text("Link").onHover { inside in inside ? NSCursor.pointingHand.push() : NSCursor.pop() }
  /// ```
  @preconcurrency @MainActor
  open class NSCursor: NSObject {
    /// The cursor's name, for a test that reads ``current``.
    private let name: String

    private init(name: String) {
      self.name = name
      super.init()
    }

    open override var description: String { name }

    private static let cursors = [
      "arrow", "iBeam", "pointingHand", "closedHand", "openHand", "resizeLeft", "resizeRight",
      "resizeLeftRight", "resizeUp", "resizeDown", "resizeUpDown", "crosshair", "operationNotAllowed",
      "dragLink", "dragCopy", "contextualMenu",
    ].reduce(into: [String: NSCursor]()) { $0[$1] = NSCursor(name: $1) }

    public class var arrow: NSCursor { cursors["arrow"]! }
    public class var iBeam: NSCursor { cursors["iBeam"]! }
    public class var pointingHand: NSCursor { cursors["pointingHand"]! }
    public class var closedHand: NSCursor { cursors["closedHand"]! }
    public class var openHand: NSCursor { cursors["openHand"]! }
    public class var resizeLeft: NSCursor { cursors["resizeLeft"]! }
    public class var resizeRight: NSCursor { cursors["resizeRight"]! }
    public class var resizeLeftRight: NSCursor { cursors["resizeLeftRight"]! }
    public class var resizeUp: NSCursor { cursors["resizeUp"]! }
    public class var resizeDown: NSCursor { cursors["resizeDown"]! }
    public class var resizeUpDown: NSCursor { cursors["resizeUpDown"]! }
    public class var crosshair: NSCursor { cursors["crosshair"]! }
    public class var operationNotAllowed: NSCursor { cursors["operationNotAllowed"]! }
    public class var dragLink: NSCursor { cursors["dragLink"]! }
    public class var dragCopy: NSCursor { cursors["dragCopy"]! }
    public class var contextualMenu: NSCursor { cursors["contextualMenu"]! }

    /// The pushed cursors, newest last; the arrow when none is.
    private static var stack: [NSCursor] = []
    private static var setCursor: NSCursor?

    /// The cursor shown: the last pushed or set, else the arrow.
    public class var current: NSCursor { setCursor ?? stack.last ?? arrow }

    /// Shows this cursor until it is popped.
    public func push() {
      NSCursor.stack.append(self)
      NSCursor.setCursor = nil
    }

    /// Shows this cursor.
    public func set() { NSCursor.setCursor = self }

    /// Removes this cursor from the top of the stack.
    public func pop() { NSCursor.pop() }

    /// Removes the top cursor of the stack.
    public class func pop() {
      if !stack.isEmpty { stack.removeLast() }
      setCursor = nil
    }

    /// Hides the cursor until `unhide()`; there is none to hide headlessly.
    public class func hide() {}
    public class func unhide() {}
  }
#endif
