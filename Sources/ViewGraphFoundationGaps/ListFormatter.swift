import Foundation

// Apple's Foundation has had ListFormatter since macOS 10.15 / iOS 13; swift-corelibs-foundation
// has none, though it has the ICU-backed `ListFormatStyle` this class joins with.
#if !canImport(Darwin)
  /// Joins a list of items the way the locale writes a list: "Ann, Bo, and Cy" in English.
  ///
  /// ```swift
  /// ListFormatter.localizedString(byJoining: ["Ann", "Bo", "Cy"])  // "Ann, Bo, and Cy"
  ///
  /// let formatter = ListFormatter()
  /// formatter.locale = Locale(identifier: "fr_FR")
  /// formatter.string(from: ["pain", "vin"])  // "pain et vin"
  /// ```
  open class ListFormatter: Formatter, @unchecked Sendable {
    private var storedLocale: Locale?

    /// The locale whose list pattern joins the items; the current locale unless set.
    open var locale: Locale! {
      get { storedLocale ?? .autoupdatingCurrent }
      set { storedLocale = newValue }
    }

    /// Formats each item before joining; items it does not format fall back to their
    /// description.
    open var itemFormatter: Formatter?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Joins `strings` with the current locale's list pattern.
    ///
    /// ```swift
    /// ListFormatter.localizedString(byJoining: ["red", "green"])  // "red and green"
    /// ```
    open class func localizedString(byJoining strings: [String]) -> String {
      join(strings, locale: .autoupdatingCurrent)
    }

    /// Joins `items`, each formatted by ``itemFormatter`` or shown as its description.
    ///
    /// ```swift
    /// let formatter = ListFormatter()
    /// formatter.itemFormatter = NumberFormatter()
    /// formatter.string(from: [1, 2, 3])  // "1, 2, and 3"
    /// ```
    open func string(from items: [Any]) -> String? {
      let strings = items.map { item in
        itemFormatter?.string(for: item) ?? (item as? String) ?? String(describing: item)
      }
      return Self.join(strings, locale: locale)
    }

    /// Joins `obj` when it is an array; nil for anything else, as Apple's does.
    open override func string(for obj: Any?) -> String? {
      guard let items = obj as? [Any] else { return nil }
      return string(from: items)
    }

    private static func join(_ strings: [String], locale: Locale) -> String {
      strings.formatted(.list(type: .and).locale(locale))
    }
  }
#endif
