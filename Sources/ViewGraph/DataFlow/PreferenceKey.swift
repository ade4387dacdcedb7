/// A named value views produce for their ancestors, as in SwiftUI: a view sets it with
/// `.preference(key:value:)`, an ancestor reads the combination of its subtree's values with
/// `.onPreferenceChange(_:perform:)` (S80).
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///   static let defaultValue = ""
///   static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
/// }
/// ```
public protocol PreferenceKey {
  /// The type of the values.
  associatedtype Value

  /// The value of a subtree that sets none.
  static var defaultValue: Self.Value { get }

  /// Combines the value accumulated so far with the next one, in tree order.
  static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// A key whose values can be nil needs no `defaultValue` of its own: it is nil.
  ///
  /// ```swift
  /// struct SystemKey: PreferenceKey {
  ///   static func reduce(value: inout ParticleSystem?, nextValue: () -> ParticleSystem?) {}
  /// }
  /// ```
  public static var defaultValue: Value { nil }
}
