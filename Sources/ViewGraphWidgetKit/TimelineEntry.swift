#if !canImport(WidgetKit)
  import Foundation

  /// What a widget shows at one date.
  ///
  /// ```swift
  /// struct StreakEntry: TimelineEntry { let date: Date; let days: Int }
  /// ```
  public protocol TimelineEntry {
    var date: Date { get }
  }

  /// When WidgetKit asks a widget's provider for a new timeline.
  public struct TimelineReloadPolicy: Equatable, Sendable {
    let date: Date?
    let never: Bool
    /// After the last entry's date.
    public static let atEnd = TimelineReloadPolicy(date: nil, never: false)
    /// Only when the app asks (`WidgetCenter` reloads).
    public static let never = TimelineReloadPolicy(date: nil, never: true)
    /// After `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy {
      TimelineReloadPolicy(date: date, never: false)
    }
  }

  /// A widget's entries and when to ask for more.
  public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy

    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
      self.entries = entries
      self.policy = policy
    }
  }
#endif
