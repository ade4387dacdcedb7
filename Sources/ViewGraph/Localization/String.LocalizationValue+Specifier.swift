import Foundation

// Part of the Linux `String.LocalizationValue` (ViewGraphFoundationGaps) that names a SwiftUI
// protocol, so it lives beside SwiftUI's names.
#if !canImport(Darwin)
  extension String.LocalizationValue.StringInterpolation {
    /// A number with the `printf` specifier the key shows for it:
    /// `String(localized: "Order #\(number, specifier: "%02d")")` has the key `"Order #%02d"`.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
      append(LocalizationArgument(value._arg), specifier)
    }
  }
#endif
