/// A string shown to the user; ViewGraph keeps the resolved string so tests can find it.
///
/// ```swift
/// Text("Current theme: \(theme == .dark ? "Dark" : "Light")")
/// Text(verbatim: name) + Text("!").bold()
/// ```
public struct Text: Equatable, Sendable {
  /// The string this text shows, after interpolation.
  @_spi(Inspection) public let string: String

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

  public static func + (lhs: Text, rhs: Text) -> Text { Text(verbatim: lhs.string + rhs.string) }

  // Styling returns Text, as in SwiftUI, so texts can still be concatenated.
  public func bold(_ isActive: Bool = true) -> Text { self }
  public func italic(_ isActive: Bool = true) -> Text { self }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func font(_ font: Font?) -> Text { self }
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  public func foregroundColor(_ color: Color?) -> Text { self }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
  public func monospacedDigit() -> Text { self }
  public func kerning(_ kerning: CGFloat) -> Text { self }
}

extension Text: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Text: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
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
  }
}
