/// A key for a trait: a value a view gives the variadic root it is a child of, read back
/// with `_VariadicView_Children.Element`'s subscript (S191).
///
/// ```swift
/// struct CanCollapseKey: _ViewTraitKey {
///   static var defaultValue = false
/// }
/// ```
public protocol _ViewTraitKey {
  /// The type of the value.
  associatedtype Value
  /// The value read when no view sets one.
  static var defaultValue: Self.Value { get }
}

/// Writes a trait for the root the modified view is a child of; mounted, it leaves its
/// content as it is.
public struct _TraitWritingModifier<Trait: _ViewTraitKey> {
  /// The value written.
  public let value: Trait.Value

  /// A modifier that writes `value` for `Trait`.
  public init(value: Trait.Value) { self.value = value }
}

extension _TraitWritingModifier: ViewModifier, PrimitiveModifier {}

extension _TraitWritingModifier: ContainerValueWritingModifier {
  var writeContainerValues: (inout ContainerValues) -> Void {
    let value = value
    return { $0[trait: Trait.self] = value }
  }
}

extension View {
  /// Sets the trait `key` of this view to `value`, read by the variadic root (or custom
  /// container) it is a child of (S191).
  ///
  /// ```swift
  /// Sidebar()._trait(CanCollapseKey.self, true)
  /// ```
  nonisolated public func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> some View {
    modifier(_TraitWritingModifier<K>(value: value))
  }
}
