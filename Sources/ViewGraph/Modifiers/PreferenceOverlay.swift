/// Layers a view built from the preference value the modified view's content produces, in
/// front of it or behind it (S252).
public struct _PreferenceOverlayModifier<Key: PreferenceKey, Overlay: View> {
  let transform: (Key.Value) -> Overlay
  let slot: AttachmentSlot
}

/// What a preference overlay keeps on its node: the value its overlay was last built from,
/// and whether a recount is queued. Writers below tell it when they change, as they tell
/// an `onPreferenceChange`.
@MainActor
final class PreferenceOverlayState<Key: PreferenceKey>: PreferenceObserving {
  var builtFrom: Key.Value = Key.defaultValue
  var isScheduled = false
  weak var node: Node?

  init(node: Node) { self.node = node }

  func keyChanged<Changed: PreferenceKey>(_ key: Changed.Type, host: ViewHost) {
    guard Changed.self == Key.self else { return }
    schedule(on: host)
  }

  /// Once the update's evaluations are done, rebuilds the overlay if the content's value
  /// is not the one it was built from.
  func schedule(on host: ViewHost) {
    guard !isScheduled else { return }
    isScheduled = true
    host.enqueueEffect { [self] in
      isScheduled = false
      guard let node, node.isMounted else { return }
      if !preferenceValuesEqual(Self.contentValue(of: node), builtFrom) { node.host.invalidate(node) }
    }
  }

  /// The value the modified view's content produces (the overlay itself is not part of it).
  static func contentValue(of node: Node) -> Key.Value {
    guard let content = node.children.first(where: { $0.component == .content }) else {
      return Key.defaultValue
    }
    return preferenceValue(Key.self, of: content)
  }
}

extension _PreferenceOverlayModifier: PrimitiveModifier {
  // Builds the overlay from user code.
  static var runsUserCode: Bool { true }

  func visit<Content: View>(content: Content, into visitor: inout ChildVisitor) {
    let node = visitor.node
    let state =
      (node.modifierState as? PreferenceOverlayState<Key>)
      ?? {
        let state = PreferenceOverlayState<Key>(node: node)
        node.modifierState = state
        return state
      }()
    // The content's value as of its last evaluation; at mount, the default until the
    // content has run, then rebuilt once it has (S252).
    let value = PreferenceOverlayState<Key>.contentValue(of: node)
    state.builtFrom = value
    visitor.visit(content, key: .content)
    visitor.visit(transform(value), key: .attached(slot))
  }

  func didEvaluate(in node: Node, isMount: Bool) {
    if isMount { (node.modifierState as? PreferenceOverlayState<Key>)?.schedule(on: node.host) }
  }
}

/// Sets the value the modified view produces for a key to its content's, transformed
/// (S252).
public struct _PreferenceTransformModifier<Key: PreferenceKey> {
  let transform: (inout Key.Value) -> Void
}

/// A transforming writer's value: its content's value, transformed, computed when read.
final class TransformedPreference<Key: PreferenceKey>: WrittenPreference<Key> {
  var transform: (inout Key.Value) -> Void
  weak var node: Node?

  init(transform: @escaping (inout Key.Value) -> Void, node: Node) {
    self.transform = transform
    self.node = node
    super.init(Key.defaultValue)
  }

  @MainActor override var current: Key.Value {
    var value =
      node.flatMap { node in
        node.children.first { $0.component == .content }.map { preferenceValue(Key.self, of: $0) }
      } ?? Key.defaultValue
    transform(&value)
    return value
  }
}

extension _PreferenceTransformModifier: PrimitiveModifier {
  func didEvaluate(in node: Node, isMount: Bool) {
    if let written = node.modifierState as? TransformedPreference<Key> {
      written.transform = transform
    } else {
      node.modifierState = TransformedPreference<Key>(transform: transform, node: node)
    }
    _PreferenceWritingModifier<Key>.notifyObservers(above: node)
  }

  func willUnmount(from node: Node) { _PreferenceWritingModifier<Key>.notifyObservers(above: node) }
}

/// Whether two preference values are equal: by `==` when the value is `Equatable`, else
/// by their descriptions.
func preferenceValuesEqual(_ a: Any, _ b: Any) -> Bool {
  if let a = a as? any Equatable { return a.isEqual(to: b) }
  return String(reflecting: a) == String(reflecting: b)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

extension View {
  /// Layers in front of this view a view built from the value this view produces for
  /// `key`; it is rebuilt when that value changes (S252).
  ///
  /// ```swift
  /// List { … }.overlayPreferenceValue(BadgeKey.self, alignment: .topTrailing) { count in
  ///   if count > 0 { Text("\(count)") }
  /// }
  /// ```
  nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> ModifiedContent<Self, _PreferenceOverlayModifier<K, V>> {
    modifier(_PreferenceOverlayModifier(transform: transform, slot: .overlay))
  }

  /// Layers in front of this view a view built from the value this view produces for
  /// `key` (S252).
  ///
  /// ```swift
  /// content.overlayPreferenceValue(TitleKey.self) { title in Text(title) }
  /// ```
  nonisolated public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> ModifiedContent<Self, _PreferenceOverlayModifier<Key, T>> {
    modifier(_PreferenceOverlayModifier(transform: transform, slot: .overlay))
  }

  /// Layers behind this view a view built from the value this view produces for `key`;
  /// it is rebuilt when that value changes (S252).
  ///
  /// ```swift
  /// Form { … }.backgroundPreferenceValue(ErrorKey.self, alignment: .top) { error in
  ///   if let error { Text(error) }
  /// }
  /// ```
  nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> ModifiedContent<Self, _PreferenceOverlayModifier<K, V>> {
    modifier(_PreferenceOverlayModifier(transform: transform, slot: .background))
  }

  /// Layers behind this view a view built from the value this view produces for `key`
  /// (S252).
  ///
  /// ```swift
  /// content.backgroundPreferenceValue(TitleKey.self) { title in Text(title) }
  /// ```
  nonisolated public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> ModifiedContent<Self, _PreferenceOverlayModifier<Key, T>> {
    modifier(_PreferenceOverlayModifier(transform: transform, slot: .background))
  }

  /// Transforms the value this view's content produces for `key`: ancestors reading the
  /// key see the result (S252).
  ///
  /// ```swift
  /// Section { … }.transformPreference(CountKey.self) { count in count += 1 }
  /// ```
  nonisolated public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> ModifiedContent<Self, _PreferenceTransformModifier<K>> {
    modifier(_PreferenceTransformModifier<K>(transform: callback))
  }
}

// Conformances off the declarations, so nonisolated modifiers can make them
// (ViewModifier.swift).
extension _PreferenceOverlayModifier: ViewModifier {}
extension _PreferenceTransformModifier: ViewModifier {}
