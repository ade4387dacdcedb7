/// Values a view gives the container it is a subview of, read back through
/// `Subview.containerValues` (iOS 18).
///
/// They do not escape the nearest container; a modifier that is not a container
/// (`.padding()`) passes them through.
///
/// ```swift
/// extension ContainerValues {
///   @Entry var icon: String = ""
/// }
///
/// Text("Inbox").containerValue(\.icon, "tray")
/// ```
public struct ContainerValues {
  private var values: [ObjectIdentifier: Any] = [:]

  init() {}

  /// The value of `key`, or its default when no subview set it.
  public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
    get { (values[ObjectIdentifier(key)] as? Key.Value) ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The trait `key` written with `_trait(_:_:)`: SwiftUI keeps container values as
  /// traits, so they are stored together, told apart by their key types.
  subscript<Key: _ViewTraitKey>(trait key: Key.Type) -> Key.Value {
    get { (values[ObjectIdentifier(key)] as? Key.Value) ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a container value, with the value read when no view sets one.
///
/// ```swift
/// private struct BadgeKey: ContainerValueKey { static let defaultValue = 0 }
/// ```
public protocol ContainerValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value read when no view sets one.
  static var defaultValue: Value { get }
}

extension View {
  /// Sets a container value of this view, read by the custom container it is a subview of
  /// (S165).
  ///
  /// ```swift
  /// Text("Inbox").containerValue(\.icon, "tray")
  /// ```
  nonisolated public func containerValue<V>(
    _ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V
  ) -> ModifiedContent<Self, _ContainerValueWritingModifier> {
    modifier(
      _ContainerValueWritingModifier(writer: ContainerValueWriter(write: { $0[keyPath: keyPath] = value })))
  }
}

/// Writes a container value for the container the modified view is a subview of; mounted,
/// it leaves its content as it is.
public struct _ContainerValueWritingModifier {
  let writer: ContainerValueWriter
}

/// A container value write, read while a container resolves its subviews, outside any
/// actor: it only sets a field of a value the resolver owns.
struct ContainerValueWriter: @unchecked Sendable {
  let write: (inout ContainerValues) -> Void
}

extension _ContainerValueWritingModifier: PrimitiveModifier {}

extension _ContainerValueWritingModifier: ContainerValueWritingModifier {
  nonisolated var writeContainerValues: (inout ContainerValues) -> Void { writer.write }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _ContainerValueWritingModifier: ViewModifier {}
