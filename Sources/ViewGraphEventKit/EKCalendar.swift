#if !canImport(EventKit)
  import Foundation
  import ViewGraphAppKit
  import ViewGraphCoreGraphics

  /// The kind of calendar, from its source.
  public enum EKCalendarType: Int, Sendable {
    case local = 0
    case calDAV = 1
    case exchange = 2
    case subscription = 3
    case birthday = 4
  }

  /// A calendar of events or a list of reminders, as EventKit declares it. A store hands out
  /// one object per calendar (fetch it twice, get the same object), whose properties it
  /// refreshes from the device on each fetch; a change is the device's once the store saves
  /// it (``EKEventStore/saveCalendar(_:commit:)``).
  ///
  /// ```swift
  /// let list = EKCalendar(for: .reminder, eventStore: store)
  /// list.title = "Groceries"
  /// list.source = store.sources.first { $0.sourceType == .local }
  /// try store.saveCalendar(list, commit: true)
  /// ```
  open class EKCalendar: EKObject, @unchecked Sendable {
    open private(set) var calendarIdentifier: String
    open var title: String
    open var source: EKSource!
    open var cgColor: CGColor!
    open private(set) var type: EKCalendarType
    open private(set) var allowedEntityTypes: EKEntityMask
    open private(set) var allowsContentModifications: Bool
    open private(set) var isSubscribed: Bool
    open private(set) var isImmutable: Bool
    /// Whether a test gave the calendar its type, which saving it keeps.
    private var hasSuppliedType = false

    /// A new calendar of `entityType` items in `eventStore`, with no source until one is set.
    public init(for entityType: EKEntityType, eventStore: EKEventStore) {
      calendarIdentifier = UUID().uuidString
      title = ""
      // EventKit gives a new calendar a color of its own; a blue stands in for it.
      cgColor = CGColor(red: 0.2, green: 0.5, blue: 1, alpha: 1)
      type = .local
      allowedEntityTypes = EKEntityMask(entityType)
      allowsContentModifications = true
      isSubscribed = false
      isImmutable = false
      super.init()
    }

    /// A calendar as the device has it (its source, color, kind, read-only or subscribed), for
    /// a test to put on the device with `EKEventStore.deviceStore()`'s `saveCalendar(_:commit:)`.
    @_spi(Inspection)
    public init(
      title: String, for entityType: EKEntityType, source: EKSource?, cgColor: CGColor? = nil,
      type: EKCalendarType = .local, allowsContentModifications: Bool = true, isSubscribed: Bool = false
    ) {
      calendarIdentifier = UUID().uuidString
      self.title = title
      self.source = source
      self.cgColor = cgColor ?? CGColor(red: 0.2, green: 0.5, blue: 1, alpha: 1)
      self.type = type
      hasSuppliedType = true
      allowedEntityTypes = EKEntityMask(entityType)
      self.allowsContentModifications = allowsContentModifications
      self.isSubscribed = isSubscribed
      isImmutable = !allowsContentModifications
      super.init()
    }

    /// The calendar's color as AppKit's color (macOS).
    open var color: NSColor! {
      get {
        guard let components = cgColor?.components else { return nil }
        guard components.count >= 4 else { return NSColor(white: components[0], alpha: components.last ?? 1) }
        return NSColor(red: components[0], green: components[1], blue: components[2], alpha: components[3])
      }
      set {
        cgColor = newValue.map {
          CGColor(
            red: $0.redComponent, green: $0.greenComponent, blue: $0.blueComponent, alpha: $0.alphaComponent)
        }
      }
    }

    /// A copy for the device to keep, or for a store to hand out.
    func copied() -> EKCalendar {
      let copy = EKCalendar(title: title, for: .event, source: source, cgColor: cgColor)
      copy.assign(from: self)
      return copy
    }

    /// Takes `other`'s identity and properties.
    func assign(from other: EKCalendar) {
      calendarIdentifier = other.calendarIdentifier
      title = other.title
      source = other.source
      cgColor = other.cgColor
      type = other.type
      allowedEntityTypes = other.allowedEntityTypes
      allowsContentModifications = other.allowsContentModifications
      isSubscribed = other.isSubscribed
      isImmutable = other.isImmutable
    }

    /// The type a saved calendar takes from its source, unless a test gave it one.
    func takeType(fromSource source: EKSource) {
      guard !hasSuppliedType else { return }
      switch source.sourceType {
      case .local, .mobileMe: type = .local
      case .exchange: type = .exchange
      case .calDAV: type = .calDAV
      case .subscribed: type = .subscription
      case .birthdays: type = .birthday
      }
    }
  }
#endif
