import Foundation

// Apple's Foundation has had RelativeDateTimeFormatter since iOS 13 ("2 hours ago",
// "tomorrow"), and models format dates with it; swift-corelibs-foundation has none, though it
// has the ICU-backed `Date.RelativeFormatStyle` this class formats with.
#if !canImport(Darwin)
  /// Writes how far a date is from another: "2 hours ago", "in 3 days", "yesterday".
  ///
  /// ```swift
  /// let formatter = RelativeDateTimeFormatter()
  /// formatter.unitsStyle = .full
  /// formatter.localizedString(for: post.date, relativeTo: .now)  // "2 hours ago"
  /// ```
  open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether a date is written with numbers ("1 day ago") or named ("yesterday").
    public enum DateTimeStyle: Int, Sendable {
      case numeric, named
    }

    /// How long the units are written.
    public enum UnitsStyle: Int, Sendable {
      case full, spellOut, short, abbreviated
    }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    open var formattingContext: Formatter.Context = .unknown
    open var calendar: Calendar! = .autoupdatingCurrent
    private var storedLocale: Locale?
    /// The locale the date is written for; the current locale unless set.
    open var locale: Locale! {
      get { storedLocale ?? .autoupdatingCurrent }
      set { storedLocale = newValue }
    }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// How far `date` is from `referenceDate`.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
      // The format style measures from now: shift the date by how far the reference is from it.
      let now = Date()
      let style = Date.RelativeFormatStyle(
        presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: unitsStyleForFormat,
        locale: locale, calendar: calendar, capitalizationContext: capitalization)
      return style.format(now.addingTimeInterval(date.timeIntervalSince(referenceDate)))
    }

    /// How far `timeInterval` from now is.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
      let now = Date()
      return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// How far the date `dateComponents` away from now is.
    open func localizedString(from dateComponents: DateComponents) -> String {
      let now = Date()
      let date = calendar.date(byAdding: dateComponents, to: now) ?? now
      return localizedString(for: date, relativeTo: now)
    }

    open override func string(for obj: Any?) -> String? {
      (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }

    private var unitsStyleForFormat: Date.RelativeFormatStyle.UnitsStyle {
      switch unitsStyle {
      case .full: .wide
      case .spellOut: .spellOut
      case .short: .abbreviated
      case .abbreviated: .narrow
      }
    }

    private var capitalization: FormatStyleCapitalizationContext {
      switch formattingContext {
      case .beginningOfSentence: .beginningOfSentence
      case .middleOfSentence: .middleOfSentence
      case .standalone: .standalone
      case .listItem: .listItem
      default: .unknown
      }
    }
  }
#endif
