#if !canImport(AppKit)
  import Foundation

  /// A region of a view whose mouse events go to an owner, as AppKit declares it. A headless
  /// host has no pointer: a test plays the event a user's pointer would cause with
  /// ``NSView/playMouseEvent(_:)``, and the owners of the view's areas whose options ask for
  /// that kind of event hear it, in the order the areas were added (S336).
  ///
  /// ```swift
  /// let area = NSTrackingArea(
  ///   rect: view.bounds, options: [.mouseEnteredAndExited, .activeInKeyWindow, .inVisibleRect],
  ///   owner: context.coordinator, userInfo: nil)
  /// view.addTrackingArea(area)
  /// ```
  @preconcurrency @MainActor
  open class NSTrackingArea: NSObject {
    /// Which events the area reports and when it is active.
    public struct Options: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let mouseEnteredAndExited = Options(rawValue: 0x01)
      public static let mouseMoved = Options(rawValue: 0x02)
      public static let cursorUpdate = Options(rawValue: 0x04)
      public static let activeWhenFirstResponder = Options(rawValue: 0x10)
      public static let activeInKeyWindow = Options(rawValue: 0x20)
      public static let activeInActiveApp = Options(rawValue: 0x40)
      public static let activeAlways = Options(rawValue: 0x80)
      public static let assumeInside = Options(rawValue: 0x100)
      public static let inVisibleRect = Options(rawValue: 0x200)
      public static let enabledDuringMouseDrag = Options(rawValue: 0x400)
    }

    open private(set) var rect: NSRect
    open private(set) var options: Options
    /// AppKit keeps the owner unretained: a representable's context keeps its coordinator.
    open private(set) weak var owner: AnyObject?
    open private(set) var userInfo: [AnyHashable: Any]?

    public init(rect: NSRect, options: Options = [], owner: Any?, userInfo: [AnyHashable: Any]? = nil) {
      self.rect = rect
      self.options = options
      self.owner = owner as AnyObject?
      self.userInfo = userInfo
      super.init()
    }

    /// Sends `event` to the owner's method for its type, when the area's options ask for it.
    func deliver(_ event: NSEvent) {
      guard let responder = owner as? NSResponder else { return }
      switch event.type {
      case .mouseEntered where options.contains(.mouseEnteredAndExited): responder.mouseEntered(with: event)
      case .mouseExited where options.contains(.mouseEnteredAndExited): responder.mouseExited(with: event)
      case .mouseMoved where options.contains(.mouseMoved): responder.mouseMoved(with: event)
      default: break
      }
    }
  }

  extension NSView {
    /// Plays a mouse event a user's pointer would cause over this view: an entered, exited or
    /// moved event goes to the owner of each tracking area that asks for it (S336); a click
    /// (`leftMouseDown`, `leftMouseUp`, `rightMouseDown`, `rightMouseUp`) or scroll goes to
    /// the view itself, as AppKit sends it to the view under the pointer.
    ///
    /// - Parameter event: The event, made with the inspection initializer of ``NSEvent``.
    @_spi(Inspection) public func playMouseEvent(_ event: NSEvent) {
      switch event.type {
      case .mouseEntered, .mouseExited, .mouseMoved:
        for area in trackingAreas { area.deliver(event) }
      case .leftMouseDown: mouseDown(with: event)
      case .leftMouseUp: mouseUp(with: event)
      case .leftMouseDragged: mouseDragged(with: event)
      case .rightMouseDown: rightMouseDown(with: event)
      case .rightMouseUp: rightMouseUp(with: event)
      case .scrollWheel: scrollWheel(with: event)
      default: break
      }
    }
  }
#endif
