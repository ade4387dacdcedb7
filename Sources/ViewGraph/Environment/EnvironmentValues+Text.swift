// How text below is laid out and edited. `.lineLimit(_:)`, `.multilineTextAlignment(_:)`,
// `.autocorrectionDisabled(_:)` and `.scrollDismissesKeyboard(_:)` write these (S140), as in
// SwiftUI, so a view below reads what its ancestors chose.

private struct LineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}

private struct AutocorrectionDisabledKey: EnvironmentKey {
  static let defaultValue = false
}

private struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
  static let defaultValue = ScrollDismissesKeyboardMode.automatic
}

extension EnvironmentValues {
  /// The most lines text below may take: nil (no limit) unless `.lineLimit(_:)` sets one.
  ///
  /// ```swift
  /// @Environment(\.lineLimit) private var lineLimit
  /// ```
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// How lines of multiline text below align: `.leading` unless set.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  /// Whether fields below skip autocorrection: false unless `.autocorrectionDisabled()`.
  public var autocorrectionDisabled: Bool {
    get { self[AutocorrectionDisabledKey.self] }
    set { self[AutocorrectionDisabledKey.self] = newValue }
  }

  /// How scrolling below dismisses the keyboard: `.automatic` unless set.
  public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
    get { self[ScrollDismissesKeyboardModeKey.self] }
    set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
  }

  /// The text size as iOS 13 named it: the same setting as ``dynamicTypeSize``, so writing
  /// either changes both.
  ///
  /// ```swift
  /// PreviewContent().environment(\.sizeCategory, .accessibilityLarge)
  /// ```
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "dynamicTypeSize")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }
}
