#if !canImport(EventKit)
  import Foundation

  /// What an item is: an event in a calendar, or a reminder in a list.
  ///
  /// ```swift
  /// let lists = store.calendars(for: .reminder)
  /// ```
  public enum EKEntityType: UInt, Sendable {
    case event = 0
    case reminder = 1
  }

  /// The kinds of item a calendar may hold.
  public struct EKEntityMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let event = EKEntityMask(rawValue: 1 << 0)
    public static let reminder = EKEntityMask(rawValue: 1 << 1)

    /// The mask holding one entity type.
    init(_ type: EKEntityType) { self = type == .event ? .event : .reminder }
  }
#endif
