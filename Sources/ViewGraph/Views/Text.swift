import Foundation

/// A string shown to the user; ViewGraph keeps the resolved string so tests can find it.
///
/// ```swift
/// Text("Current theme: \(theme == .dark ? "Dark" : "Light")")
/// Text(verbatim: name) + Text("!").bold()
/// ```
public struct Text: Equatable, Sendable {
  /// The string this text shows, after interpolation.
  @_spi(Inspection) public let string: String
  /// The accessibility modifiers this text carries (`Text.accessibilityLabel(_:)` returns a
  /// `Text`, so no modifier node records them): inspection reads them as a modifier's.
  var carriedModifiers: [_StyleModifier] = []
  /// The font set on this text itself (`Text.font(_:)` returns a `Text`): it wins over a
  /// `.font(_:)` above (S300).
  var ownFont: Font?
  /// The foreground style set on this text itself, which wins over one above (S301).
  var ownForegroundStyle: CarriedShapeStyle?

  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    string = key.resolved
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { string = String(content) }

  public init(verbatim content: String) { string = content }

  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    string = format.format(input)
  }

  /// A date shown in a style (`.date`, `.time`, `.relative`…), rendered with Foundation's
  /// formatting so tests can read it.
  public init(_ date: Date, style: DateStyle) {
    string = style.format(date)
  }

  public init(_ dates: ClosedRange<Date>) {
    string = "\(dates.lowerBound.formatted()) – \(dates.upperBound.formatted())"
  }

  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    string = formatter.string(for: subject) ?? String(describing: subject)
  }

  /// An image inline in text; it shows no characters.
  public init(_ image: Image) { string = "" }

  /// How `Text(_:style:)` shows a date.
  public struct DateStyle: Sendable, Equatable {
    enum Kind: Sendable { case time, date, relative, offset, timer }
    let kind: Kind
    public static let time = DateStyle(kind: .time)
    public static let date = DateStyle(kind: .date)
    public static let relative = DateStyle(kind: .relative)
    public static let offset = DateStyle(kind: .offset)
    public static let timer = DateStyle(kind: .timer)

    /// The date as this style shows it, in `Text(_:style:)` and in `"\(date, style: .date)"`.
    func format(_ date: Date) -> String {
      switch kind {
      case .time: date.formatted(date: .omitted, time: .shortened)
      case .date: date.formatted(date: .long, time: .omitted)
      default: date.formatted()
      }
    }
  }

  /// How text is cased (recorded).
  public enum Case: Sendable, Hashable { case uppercase, lowercase }

  public static func + (lhs: Text, rhs: Text) -> Text { Text(verbatim: lhs.string + rhs.string) }

  // Styling returns Text, as in SwiftUI, so texts can still be concatenated.
  public func bold(_ isActive: Bool = true) -> Text { self }
  public func italic(_ isActive: Bool = true) -> Text { self }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
    self
  }
  public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text
  {
    self
  }
  public func font(_ font: Font?) -> Text {
    var text = self
    text.ownFont = font
    return text
  }
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  public func foregroundColor(_ color: Color?) -> Text {
    var text = self
    text.ownForegroundStyle = color.map { CarriedShapeStyle(AnyShapeStyle($0)) }
    return text
  }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    var text = self
    text.ownForegroundStyle = CarriedShapeStyle(AnyShapeStyle(style))
    return text
  }
  public func monospacedDigit() -> Text { self }
  public func kerning(_ kerning: CGFloat) -> Text { self }
  public func tracking(_ tracking: CGFloat) -> Text { self }
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
  public func fontDesign(_ design: Font.Design?) -> Text { self }
  public func fontWidth(_ width: Font.Width?) -> Text { self }
  public func monospaced(_ isActive: Bool = true) -> Text { self }
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }

  /// A text scale (recorded).
  public struct Scale: Sendable, Hashable {
    let name: String
    public static let `default` = Scale(name: "default")
    public static let secondary = Scale(name: "secondary")
  }
}

extension Text: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Text: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
  static var isLeaf: Bool { true }
  var displayedText: String? { string }
}

/// A string literal with interpolations, resolved at once (ViewGraph does not localize).
///
/// ```swift
/// let key: LocalizedStringKey = "Hello, \(name)"
/// ```
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  let resolved: String

  public init(_ value: String) { resolved = value }
  public init(stringLiteral value: String) { resolved = value }
  public init(stringInterpolation: StringInterpolation) { resolved = stringInterpolation.output }

  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      output.reserveCapacity(literalCapacity)
    }
    public mutating func appendLiteral(_ literal: String) { output += literal }
    public mutating func appendInterpolation(_ string: String) { output += string }
    public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
    public mutating func appendInterpolation(_ text: Text) { output += text.string }
    public mutating func appendInterpolation<F: FormatStyle>(
      _ input: F.FormatInput, format: F
    ) where F.FormatOutput == String {
      output += format.format(input)
    }
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {
      output += formatter?.string(for: subject) ?? String(describing: subject)
    }
    /// A date in a style, as `Text(_:style:)` shows it: `Text("Released \(date, style: .date)")`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      output += style.format(date)
    }
    /// A number formatted with a `printf` specifier: `Text("\(price, specifier: "%.2f")")`.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
      output += String(format: specifier, value._arg)
    }
    /// A color described for accessibility (iOS 18): `Text("Mixing \(accessibilityName: tint)")`.
    /// The description is the color's name as ViewGraph keeps it (`red`, `rgb(…)`), not the
    /// platform's localized color name (S366).
    public mutating func appendInterpolation(accessibilityName color: Color) {
      output += color.description
    }
  }
}
