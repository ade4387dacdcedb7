import Foundation

// Apple's Foundation declares `String.LocalizationValue` (macOS 12, iOS 15);
// swift-corelibs-foundation does not, so `String(localized: "Hello, \(name)")` and every
// `LocalizedStringResource` fail to compile on Linux without this stand-in.
#if !canImport(Darwin)
  extension String {
    /// A localizable string with interpolated values. Its key is the literal text with a
    /// format specifier in place of each value (`"Hello, %@."`), as a string catalog lists it;
    /// when no table translates the key, the text with the values in is shown.
    ///
    /// ```swift
    /// let greeting = String(localized: "Hello, \(name).")  // key "Hello, %@."
    /// let count: String.LocalizationValue = "\(items.count) items"  // key "%lld items"
    /// ```
    public struct LocalizationValue: Hashable, Codable, Sendable, ExpressibleByStringInterpolation {
      /// What a table is searched for: the literal text alone, or with a specifier per value
      /// (and each literal `%` doubled) when there are values.
      let key: String
      /// The interpolated values, in order.
      let arguments: [LocalizationArgument]

      /// A value with `value` as its key and its text.
      ///
      /// ```swift
      /// String(localized: String.LocalizationValue(serverMessage))
      /// ```
      public init(_ value: String) {
        key = value
        arguments = []
      }

      public init(stringLiteral value: String) { self.init(value) }

      public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.arguments.isEmpty ? stringInterpolation.literal : stringInterpolation.format
        arguments = stringInterpolation.arguments
      }

      /// `format` (a translation of ``key``, or the key itself) with the values in.
      func text(format: String? = nil, locale: Locale) -> String {
        arguments.isEmpty
          ? format ?? key : LocalizationFormat.fill(format ?? key, with: arguments, locale: locale)
      }

      /// Builds a ``String/LocalizationValue`` from a literal: the overloads are the value
      /// types Apple's accepts, each with the specifier a string catalog shows for it.
      public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var format = ""
        var literal = ""
        var arguments: [LocalizationArgument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
          format.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
          self.literal += literal
          format += literal.replacingOccurrences(of: "%", with: "%%")
        }

        public mutating func appendInterpolation(_ string: String) { append(.string(string), "%@") }

        public mutating func appendInterpolation(_ attributedString: AttributedString) {
          append(.string(String(attributedString.characters)), "%@")
        }

        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
          append(.string(String(localized: resource)), "%@")
        }

        public mutating func appendInterpolation<F: FormatStyle>(
          _ input: F.FormatInput, format: F
        ) where F.FormatOutput == String {
          append(.string(format.format(input)), "%@")
        }

        public mutating func appendInterpolation(_ value: Int) { append(.signed(Int64(value)), "%lld") }
        public mutating func appendInterpolation(_ value: Int8) { append(.signed(Int64(value)), "%d") }
        public mutating func appendInterpolation(_ value: Int16) { append(.signed(Int64(value)), "%d") }
        public mutating func appendInterpolation(_ value: Int32) { append(.signed(Int64(value)), "%d") }
        public mutating func appendInterpolation(_ value: Int64) { append(.signed(value), "%lld") }
        public mutating func appendInterpolation(_ value: UInt) { append(.unsigned(UInt64(value)), "%llu") }
        public mutating func appendInterpolation(_ value: UInt8) { append(.unsigned(UInt64(value)), "%u") }
        public mutating func appendInterpolation(_ value: UInt16) { append(.unsigned(UInt64(value)), "%u") }
        public mutating func appendInterpolation(_ value: UInt32) { append(.unsigned(UInt64(value)), "%u") }
        public mutating func appendInterpolation(_ value: UInt64) { append(.unsigned(value), "%llu") }
        public mutating func appendInterpolation(_ value: Float) { append(.floating(Double(value)), "%f") }
        public mutating func appendInterpolation(_ value: Double) { append(.floating(value), "%lf") }
        public mutating func appendInterpolation(_ value: CGFloat) { append(.floating(Double(value)), "%lf") }

        // `appendInterpolation(_:specifier:)` is ViewGraph's (String.LocalizationValue+Specifier.swift):
        // the numbers it takes are SwiftUI's `_FormatSpecifiable`.

        package mutating func append(_ argument: LocalizationArgument, _ specifier: String) {
          format += specifier
          arguments.append(argument)
        }
      }
    }
  }

  /// One interpolated value of a ``String/LocalizationValue``, kept as a value (not as text) so a
  /// translation's specifier formats it, as `String(format:)` would on Apple platforms.
  package enum LocalizationArgument: Hashable, Codable, Sendable {
    case string(String)
    case signed(Int64)
    case unsigned(UInt64)
    case floating(Double)

    /// A `_FormatSpecifiable` value's argument, kept as the number it is.
    package init(_ argument: some CVarArg) {
      switch argument {
      case let value as Int64: self = .signed(value)
      case let value as Int32: self = .signed(Int64(value))
      case let value as UInt64: self = .unsigned(value)
      case let value as UInt32: self = .unsigned(UInt64(value))
      case let value as Double: self = .floating(value)
      case let value as Float: self = .floating(Double(value))
      case let value as CGFloat: self = .floating(Double(value))
      default: self = .string(String(describing: argument))
      }
    }
  }
#endif
