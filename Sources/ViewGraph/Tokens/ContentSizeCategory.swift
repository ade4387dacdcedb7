// The text sizes of iOS 13, which apps that support it still read as `\.sizeCategory`:
// deprecated as SwiftUI marks them, and the same setting as `DynamicTypeSize`.

/// The size of text the user chose, as iOS 13 named it; `DynamicTypeSize` replaces it.
///
/// ```swift
/// @Environment(\.sizeCategory) private var sizeCategory
/// if sizeCategory.isAccessibilityCategory { VStack { rows } } else { HStack { rows } }
/// ```
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// Whether this is one of the larger sizes of the accessibility settings.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

// Both enums list the same sizes in the same order: the one setting, named twice.
extension ContentSizeCategory {
  init(_ size: DynamicTypeSize) {
    self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
  }

  var dynamicTypeSize: DynamicTypeSize {
    DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!]
  }
}
