import Foundation

// Apple's Foundation declares LocalizedStringResource (macOS 13, iOS 16) for strings looked up
// later, in another locale or process; swift-corelibs-foundation does not, so models and
// screens that keep one (`static let title: LocalizedStringResource = "Settings"`) fail to
// compile on Linux without this stand-in.
#if !canImport(Darwin)
  /// A reference to a localizable string, looked up when it is shown: with
  /// `String(localized:)`, `Text(_:)` or `Button(_:action:)`.
  ///
  /// On Linux the lookup reads the bundle's `.strings` tables through
  /// `Bundle.localizedString(forKey:value:table:)` and falls back to the default value, the
  /// literal text with its values in, as Apple's does when no table translates the key.
  ///
  /// ```swift
  /// struct Filter {
  ///   static let title: LocalizedStringResource = "Recent \(7) days"
  /// }
  /// Text(Filter.title)  // "Recent 7 days"
  /// ```
  public struct LocalizedStringResource: Hashable, Codable, Sendable, ExpressibleByStringInterpolation {
    public typealias StringInterpolation = String.LocalizationValue.StringInterpolation

    /// The key looked up in ``table``.
    public let key: String
    /// What is shown when no table has ``key``.
    public let defaultValue: String.LocalizationValue
    /// The table (`.strings` file) searched; `nil` means `Localizable`.
    public var table: String?
    /// The locale whose translation is looked up, and whose conventions format the values.
    public var locale: Locale
    /// The bundle whose tables are searched.
    public var bundle: BundleDescription

    /// A resource whose key is the value's key (its literal text, a specifier per value).
    ///
    /// ```swift
    /// let title = LocalizedStringResource("Inbox", table: "Mail")
    /// ```
    public init(
      _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
      bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
      self.init(key: keyAndValue.key, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle)
    }

    /// A resource whose key is the value's key, looked up in `bundle`.
    ///
    /// ```swift
    /// let title = LocalizedStringResource("Inbox", bundle: .module)
    /// ```
    public init(
      _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
      bundle: Bundle, comment: StaticString? = nil
    ) {
      self.init(keyAndValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL), comment: comment)
    }

    /// A resource with a key of its own and the text shown when no table has it.
    ///
    /// ```swift
    /// let title = LocalizedStringResource("inbox.title", defaultValue: "Inbox")
    /// ```
    public init(
      _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
      locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
      self.init(key: "\(key)", defaultValue: defaultValue, table: table, locale: locale, bundle: bundle)
    }

    /// A resource with a key of its own, looked up in `bundle`.
    ///
    /// ```swift
    /// let title = LocalizedStringResource("inbox.title", defaultValue: "Inbox", bundle: .module)
    /// ```
    public init(
      _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
      locale: Locale = .current, bundle: Bundle, comment: StaticString? = nil
    ) {
      self.init(
        key, defaultValue: defaultValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL),
        comment: comment)
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

    public init(stringInterpolation: StringInterpolation) {
      self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    private init(
      key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale,
      bundle: BundleDescription
    ) {
      self.key = key
      self.defaultValue = defaultValue
      self.table = table
      self.locale = locale
      self.bundle = bundle
    }

    /// The translation of ``key`` in ``locale``, else the default value.
    func resolved() -> String {
      let format = bundle.resolved.localizedFormat(forKey: key, table: table, locale: locale)
      return defaultValue.text(format: format, locale: locale)
    }

    // Apple's BundleDescription is neither Hashable nor Codable, so the resource compares
    // and archives the bundle by what it names.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.key == rhs.key && lhs.defaultValue == rhs.defaultValue && lhs.table == rhs.table
        && lhs.locale == rhs.locale && lhs.bundle.identity == rhs.bundle.identity
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(key)
      hasher.combine(defaultValue)
      hasher.combine(table)
      hasher.combine(locale)
      hasher.combine(bundle.identity)
    }

    private enum CodingKeys: String, CodingKey { case key, defaultValue, table, locale, bundleURL }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let bundleURL = try container.decodeIfPresent(URL.self, forKey: .bundleURL)
      self.init(
        key: try container.decode(String.self, forKey: .key),
        defaultValue: try container.decode(String.LocalizationValue.self, forKey: .defaultValue),
        table: try container.decodeIfPresent(String.self, forKey: .table),
        locale: try container.decode(Locale.self, forKey: .locale),
        bundle: bundleURL.map(BundleDescription.atURL) ?? .main)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(key, forKey: .key)
      try container.encode(defaultValue, forKey: .defaultValue)
      try container.encodeIfPresent(table, forKey: .table)
      try container.encode(locale, forKey: .locale)
      if case .main = bundle {} else { try container.encode(bundle.resolved.bundleURL, forKey: .bundleURL) }
    }
  }

  extension Bundle {
    /// The translation of `key` in `table`, preferring `locale`'s `.lproj`; nil when no table
    /// has the key.
    fileprivate func localizedFormat(forKey key: String, table: String?, locale: Locale) -> String? {
      // Bundle answers `value` when it has no translation; a value no table holds tells the
      // two apart, even when the key is its own translation.
      let missing = "\u{0}missing\u{0}"
      let candidates = [locale.identifier, locale.language.languageCode?.identifier].compactMap { $0 }
      for name in candidates {
        if let path = path(forResource: name, ofType: "lproj"), let localized = Bundle(path: path) {
          let found = localized.localizedString(forKey: key, value: missing, table: table)
          if found != missing { return found }
        }
      }
      let found = localizedString(forKey: key, value: missing, table: table)
      return found == missing ? nil : found
    }
  }
#endif
