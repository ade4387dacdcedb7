import Foundation

// Apple's Foundation adds `String(localized:)` (macOS 12, iOS 15); swift-corelibs-foundation
// does not, so models and screens that build their strings with it fail to compile on Linux.
#if !canImport(Darwin)
  private typealias BundleDescription = LocalizedStringResource.BundleDescription

  extension String {
    /// The resource's translation in its locale, else its default value.
    ///
    /// ```swift
    /// let title: LocalizedStringResource = "Settings"
    /// navigationTitle(String(localized: title))
    /// ```
    public init(localized resource: LocalizedStringResource) { self = resource.resolved() }

    /// The translation of an interpolated string, else the string with its values in.
    ///
    /// ```swift
    /// String(localized: "\(count) items selected")  // key "%lld items selected"
    /// ```
    public init(
      localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale = .current, comment: StaticString? = nil
    ) {
      self.init(
        localized: LocalizedStringResource(
          keyAndValue, table: table, locale: locale, bundle: BundleDescription(bundle), comment: comment))
    }

    /// The translation of `key`, else `defaultValue` with its values in.
    ///
    /// ```swift
    /// String(localized: "inbox.empty", defaultValue: "No messages")
    /// ```
    public init(
      localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
      bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
      self.init(
        localized: LocalizedStringResource(
          key, defaultValue: defaultValue, table: table, locale: locale,
          bundle: BundleDescription(bundle), comment: comment))
    }
  }
#endif
