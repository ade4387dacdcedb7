#if !canImport(AppKit)
  import Foundation

  /// A keyboard, mouse or scroll event, as AppKit declares it. A headless host has no input
  /// devices: a test makes the event a user's key press or scroll would be
  /// (``init(type:modifierFlags:keyCode:characters:location:)``, inspection SPI) and plays it
  /// with ``NSEvent/play(_:)``, which runs the monitors the app added for its type, in the
  /// order added, as AppKit does (S330).
  ///
  /// ```swift
  /// monitor = NSEvent.addLocalMonitorForEvents(matching: .keyDown) { event in
  ///   if event.keyCode == 53 { isPresented = false; return nil }
  ///   return event
  /// }
  /// ```
  @preconcurrency @MainActor
  open class NSEvent: NSObject {
    /// What kind of event.
    public enum EventType: UInt, Sendable {
      case leftMouseDown = 1, leftMouseUp, rightMouseDown, rightMouseUp, mouseMoved, leftMouseDragged
      case rightMouseDragged, mouseEntered, mouseExited, keyDown, keyUp, flagsChanged
      case scrollWheel = 22
      case otherMouseDown = 25, otherMouseUp, otherMouseDragged
      case magnify = 30, swipe, smartMagnify = 32
    }

    /// Which kinds of event a monitor hears.
    public struct EventTypeMask: OptionSet, Sendable {
      public let rawValue: UInt64
      public init(rawValue: UInt64) { self.rawValue = rawValue }
      public init(type: EventType) { rawValue = 1 << type.rawValue }
      public static let leftMouseDown = EventTypeMask(type: .leftMouseDown)
      public static let leftMouseUp = EventTypeMask(type: .leftMouseUp)
      public static let rightMouseDown = EventTypeMask(type: .rightMouseDown)
      public static let rightMouseUp = EventTypeMask(type: .rightMouseUp)
      public static let mouseMoved = EventTypeMask(type: .mouseMoved)
      public static let leftMouseDragged = EventTypeMask(type: .leftMouseDragged)
      public static let mouseEntered = EventTypeMask(type: .mouseEntered)
      public static let mouseExited = EventTypeMask(type: .mouseExited)
      public static let keyDown = EventTypeMask(type: .keyDown)
      public static let keyUp = EventTypeMask(type: .keyUp)
      public static let flagsChanged = EventTypeMask(type: .flagsChanged)
      public static let scrollWheel = EventTypeMask(type: .scrollWheel)
      public static let magnify = EventTypeMask(type: .magnify)
      public static let swipe = EventTypeMask(type: .swipe)
      public static let any = EventTypeMask(rawValue: .max)
    }

    /// The modifier keys held.
    public struct ModifierFlags: OptionSet, Hashable, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let capsLock = ModifierFlags(rawValue: 1 << 16)
      public static let shift = ModifierFlags(rawValue: 1 << 17)
      public static let control = ModifierFlags(rawValue: 1 << 18)
      public static let option = ModifierFlags(rawValue: 1 << 19)
      public static let command = ModifierFlags(rawValue: 1 << 20)
      public static let numericPad = ModifierFlags(rawValue: 1 << 21)
      public static let help = ModifierFlags(rawValue: 1 << 22)
      public static let function = ModifierFlags(rawValue: 1 << 23)
      public static let deviceIndependentFlagsMask = ModifierFlags(rawValue: 0xFFFF_0000)
    }

    /// The phase of a scroll or gesture.
    public struct Phase: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      public static let began = Phase(rawValue: 1 << 0)
      public static let stationary = Phase(rawValue: 1 << 1)
      public static let changed = Phase(rawValue: 1 << 2)
      public static let ended = Phase(rawValue: 1 << 3)
      public static let cancelled = Phase(rawValue: 1 << 4)
      public static let mayBegin = Phase(rawValue: 1 << 5)
    }

    public let type: EventType
    public let modifierFlags: ModifierFlags
    public let keyCode: UInt16
    public let characters: String?
    public let charactersIgnoringModifiers: String?
    public let locationInWindow: NSPoint
    public let scrollingDeltaX: CGFloat
    public let scrollingDeltaY: CGFloat
    public var deltaX: CGFloat { scrollingDeltaX }
    public var deltaY: CGFloat { scrollingDeltaY }
    public let clickCount: Int
    public let phase: Phase
    public let timestamp: TimeInterval

    /// An event as a test makes it: what a user's key press, click or scroll would be.
    @_spi(Inspection) public init(
      type: EventType, modifierFlags: ModifierFlags = [], keyCode: UInt16 = 0, characters: String? = nil,
      location: NSPoint = .zero, scrollingDelta: CGSize = .zero, clickCount: Int = 0, phase: Phase = []
    ) {
      self.type = type
      self.modifierFlags = modifierFlags
      self.keyCode = keyCode
      self.characters = characters
      charactersIgnoringModifiers = characters
      locationInWindow = location
      scrollingDeltaX = scrollingDelta.width
      scrollingDeltaY = scrollingDelta.height
      self.clickCount = clickCount
      self.phase = phase
      timestamp = ProcessInfo.processInfo.systemUptime
    }

    /// The modifier keys held now: those of the last event a test played.
    open class var modifierFlags: ModifierFlags { EventMonitors.shared.lastFlags }
    /// Where the mouse is, in screen coordinates: where the last event a test played was.
    open class var mouseLocation: NSPoint { EventMonitors.shared.lastLocation }

    /// Runs `handler` for every event of `mask`'s types sent to the app; the event it answers
    /// goes on, nil swallows it. Answers the monitor, for ``removeMonitor(_:)``.
    open class func addLocalMonitorForEvents(
      matching mask: EventTypeMask, handler block: @escaping @MainActor (NSEvent) -> NSEvent?
    ) -> Any? {
      EventMonitors.shared.add(mask, global: false, handler: block)
    }

    /// Runs `handler` for every event of `mask`'s types sent to other apps.
    open class func addGlobalMonitorForEvents(
      matching mask: EventTypeMask, handler block: @escaping @MainActor (NSEvent) -> Void
    ) -> Any? {
      EventMonitors.shared.add(
        mask, global: true,
        handler: {
          block($0)
          return $0
        })
    }

    open class func removeMonitor(_ eventMonitor: Any) { EventMonitors.shared.remove(eventMonitor) }
  }

  @_spi(Inspection)
  extension NSEvent {
    /// Plays `event` as the system sends it to the app (or, `toAnotherApp`, to another app):
    /// each local (global) monitor of its type runs, in the order added, until one swallows it.
    /// Answers the event that goes on, nil if swallowed.
    @discardableResult
    public static func play(_ event: NSEvent, toAnotherApp: Bool = false) -> NSEvent? {
      EventMonitors.shared.send(event, global: toAnotherApp)
    }

    /// How many monitors the app added and has not removed.
    public static var monitorCount: Int { EventMonitors.shared.count }
  }

  /// The monitors the app added, for the test process, and what the last event played held.
  @MainActor
  final class EventMonitors {
    static let shared = EventMonitors()

    final class Token: NSObject {}

    private var monitors:
      [(token: Token, mask: NSEvent.EventTypeMask, global: Bool, handler: (NSEvent) -> NSEvent?)] =
        []
    private(set) var lastFlags: NSEvent.ModifierFlags = []
    private(set) var lastLocation: NSPoint = .zero

    var count: Int { monitors.count }

    func add(_ mask: NSEvent.EventTypeMask, global: Bool, handler: @escaping (NSEvent) -> NSEvent?) -> Any {
      let token = Token()
      monitors.append((token, mask, global, handler))
      return token
    }

    func remove(_ monitor: Any) { monitors.removeAll { $0.token === (monitor as AnyObject) } }

    func send(_ event: NSEvent, global: Bool) -> NSEvent? {
      lastFlags = event.modifierFlags
      lastLocation = event.locationInWindow
      var current: NSEvent? = event
      let type = NSEvent.EventTypeMask(type: event.type)
      for monitor in monitors where monitor.global == global && monitor.mask.contains(type) {
        guard let passing = current else { break }
        current = monitor.handler(passing)
      }
      return current
    }
  }
#endif
