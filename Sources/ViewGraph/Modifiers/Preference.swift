/// Sets a preference value for the modified view, replacing what its content sets (S80).
public struct _PreferenceWritingModifier<Key: PreferenceKey> {
  let value: Key.Value
}

/// Calls an action when the preference its content produces changes (S80).
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier where Key.Value: Equatable {
  let action: (Key.Value) -> Void
}

/// The value a writer set at its last evaluation, kept on its node.
class WrittenPreference<Key: PreferenceKey> {
  var value: Key.Value
  init(_ value: Key.Value) { self.value = value }

  /// The value the writer's view produces: the one set (a transform's is computed, S252).
  @MainActor var current: Key.Value { value }
}

/// What an `onPreferenceChange` keeps on its node: the action of its last evaluation, the
/// value it last reported, and whether a recount is already queued.
@MainActor
final class PreferenceObserver<Key: PreferenceKey> where Key.Value: Equatable {
  var action: (Key.Value) -> Void
  var lastValue = Key.defaultValue
  var isScheduled = false
  weak var node: Node?

  init(action: @escaping (Key.Value) -> Void, node: Node) {
    self.action = action
    self.node = node
  }

  /// Recounts the subtree's value once the current update's evaluations are done, and calls
  /// the action if it changed.
  func schedule(on host: ViewHost) {
    guard !isScheduled else { return }
    isScheduled = true
    host.enqueueEffect { [self] in
      isScheduled = false
      guard let node, node.isMounted else { return }
      let value = Self.value(below: node)
      guard value != lastValue else { return }
      lastValue = value
      action(value)
    }
  }

  static func value(below node: Node) -> Key.Value { preferenceValue(Key.self, below: node) }
}

/// The value `node`'s content produces: each writer's value (a writer hides the writers
/// inside it), combined in tree order with `Key.reduce`; the default when none sets one.
/// Presented content (a sheet, an alert) is not part of the view that presents it.
///
/// - Complexity: O(n) in the size of the subtree, from an explicit stack.
@MainActor
func preferenceValue<Key: PreferenceKey>(_: Key.Type, below node: Node) -> Key.Value {
  var stack: [(node: Node, next: Int, value: Key.Value?)] = [(node, 0, nil)]
  func combine(_ value: Key.Value?, into accumulated: inout Key.Value?) {
    guard let value else { return }
    if accumulated == nil {
      accumulated = value
    } else {
      Key.reduce(value: &accumulated!, nextValue: { value })
    }
  }
  while let top = stack.last {
    if top.next < top.node.childList.count {
      let entry = top.node.childList[top.next]
      stack[stack.count - 1].next += 1
      // A leaf held by value writes no preference and has no children.
      guard case .node(let child) = entry else { continue }
      if child.isPresentedContent { continue }
      if let written = child.modifierState as? WrittenPreference<Key> {
        combine(written.current, into: &stack[stack.count - 1].value)
      } else {
        stack.append((child, 0, nil))
      }
    } else {
      let finished = stack.removeLast()
      if stack.isEmpty { return finished.value ?? Key.defaultValue }
      combine(finished.value, into: &stack[stack.count - 1].value)
    }
  }
  return Key.defaultValue
}

/// The value `node` produces for `Key`: a writer's own, else its content's (S80, S252).
@MainActor
func preferenceValue<Key: PreferenceKey>(_: Key.Type, of node: Node) -> Key.Value {
  if let written = node.modifierState as? WrittenPreference<Key> { return written.current }
  return preferenceValue(Key.self, below: node)
}

extension Node {
  /// Whether this node is content a view presents (a sheet, a cover, an alert…), whose
  /// preferences stay with the presentation.
  var isPresentedContent: Bool {
    guard case .attached(let slot) = component else { return false }
    switch slot {
    case .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog: return true
    default: return false
    }
  }
}

extension _PreferenceWritingModifier: PrimitiveModifier {
  func didEvaluate(in node: Node, isMount: Bool) {
    if let written = node.modifierState as? WrittenPreference<Key> {
      written.value = value
    } else {
      node.modifierState = WrittenPreference<Key>(value)
    }
    Self.notifyObservers(above: node)
  }

  func willUnmount(from node: Node) { Self.notifyObservers(above: node) }

  /// Queues a recount for every `onPreferenceChange` of this key above `node`.
  ///
  /// - Complexity: O(d) in the node's depth.
  @MainActor static func notifyObservers(above node: Node) {
    var current = node.parent
    while let ancestor = current {
      // Through a protocol: an observer exists only where the key's value is Equatable, which
      // a writer cannot name.
      (ancestor.modifierState as? any PreferenceObserving)?.keyChanged(Key.self, host: node.host)
      current = ancestor.parent
    }
  }
}

/// An observer of some key, told when a writer of a key changes below it.
@MainActor
protocol PreferenceObserving {
  func keyChanged<Changed: PreferenceKey>(_ key: Changed.Type, host: ViewHost)
}

extension PreferenceObserver: PreferenceObserving {
  func keyChanged<Changed: PreferenceKey>(_ key: Changed.Type, host: ViewHost) {
    if Changed.self == Key.self { schedule(on: host) }
  }
}

extension _PreferenceActionModifier: PrimitiveModifier {
  func didEvaluate(in node: Node, isMount: Bool) {
    if let observer = node.modifierState as? PreferenceObserver<Key> {
      observer.action = action
    } else {
      let observer = PreferenceObserver<Key>(action: action, node: node)
      node.modifierState = observer
      observer.schedule(on: node.host)
    }
  }
}

extension View {
  /// Sets `value` for `key` for this view: ancestors reading `key` see it, combined with
  /// their other descendants' values (S80).
  ///
  /// ```swift
  /// Text(title).preference(key: TitleKey.self, value: title)
  /// ```
  nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
    -> ModifiedContent<
      Self, _PreferenceWritingModifier<K>
    >
  {
    modifier(_PreferenceWritingModifier<K>(value: value))
  }

  /// Calls `action` with the value this view's content produces for `key` whenever it
  /// changes; on appear when it differs from the key's default (S80).
  ///
  /// ```swift
  /// ScrollView { … }.onPreferenceChange(TitleKey.self) { title = $0 }
  /// ```
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> ModifiedContent<Self, _PreferenceActionModifier<K>> where K.Value: Equatable {
    modifier(_PreferenceActionModifier<K>(action: action))
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _PreferenceWritingModifier: ViewModifier {}
