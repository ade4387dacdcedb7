/// A key for a value a view hands to the custom `Layout` arranging it, read from the
/// subview with `subview[Key.self]`.
///
/// ViewGraph does no layout, so a layout's subviews are never built here and a subview
/// reads the key's default; `layoutValue(key:value:)` is recorded.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("First").layoutValue(key: Rank.self, value: 1)
/// ```
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

extension LayoutSubview {
  /// The value the subview set for `key`, else the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }
}

extension View {
  /// Hands `value` for `key` to the layout arranging this view (recorded).
  ///
  /// ```swift
  /// content.layoutValue(key: BackyardContentKey.self, value: .bird)
  /// ```
  nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("layoutValue", K.self)
  }
}
