import Foundation

// Apple's Foundation adds `AttributedString(localized:)` (macOS 12, iOS 15); corelibs has
// AttributedString but neither this initializer nor the Markdown parser Apple's applies to the
// translation, so on Linux the text comes through with no attributes and its Markdown as written.
#if !canImport(Darwin)
  extension AttributedString {
    /// The resource's translation in its locale, else its default value, without attributes.
    ///
    /// ```swift
    /// let notice = AttributedString(localized: LocalizedStringResource("Saved"))
    /// ```
    public init(localized resource: LocalizedStringResource) {
      self.init(String(localized: resource))
    }

    /// The translation of an interpolated string, else the string with its values in, without
    /// attributes.
    ///
    /// ```swift
    /// AttributedString(localized: "Signed in as \(name)")
    /// ```
    public init(
      localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale? = nil, comment: StaticString? = nil
    ) {
      self.init(
        String(
          localized: keyAndValue, table: table, bundle: bundle, locale: locale ?? .current, comment: comment))
    }
  }
#endif
