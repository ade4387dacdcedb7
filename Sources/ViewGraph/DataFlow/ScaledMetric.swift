/// A number that scales with the user's text size, as SwiftUI's does.
///
/// ViewGraph has no text size other than the default (`.large`), at which SwiftUI returns the
/// value unscaled: so does ViewGraph, whatever the text style it is relative to.
///
/// ```swift
/// @ScaledMetric private var iconSize: CGFloat = 24
/// @ScaledMetric(relativeTo: .caption) private var spacing = 4.0
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let baseValue: Value
  private let textStyle: Font.TextStyle

  /// A metric scaled like body text.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, relativeTo: .body)
  }

  /// A metric scaled like text of `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    baseValue = wrappedValue
    self.textStyle = textStyle
  }

  /// The value at the default text size.
  public var wrappedValue: Value { baseValue }
}

extension ScaledMetric: Sendable where Value: Sendable {}
