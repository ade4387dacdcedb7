/// Writes one environment value for the modified view and its descendants (S23).
public struct _EnvironmentKeyWritingModifier<Value> {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value
}

extension _EnvironmentKeyWritingModifier: PrimitiveModifier {
  static var transformsEnvironment: Bool { true }
  func transformEnvironment(_ environment: inout EnvironmentValues) {
    environment[keyPath: keyPath] = value
  }
  func didEvaluate(in node: Node, isMount: Bool) { markMounted(node) }
}

/// Rewrites one environment value for the subtree (S50).
public struct _EnvironmentKeyTransformModifier<Value> {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let transform: (inout Value) -> Void
}

extension _EnvironmentKeyTransformModifier: PrimitiveModifier {
  static var transformsEnvironment: Bool { true }
  func transformEnvironment(_ environment: inout EnvironmentValues) {
    transform(&environment[keyPath: keyPath])
  }
  func didEvaluate(in node: Node, isMount: Bool) { markMounted(node) }
}

/// Places an object in the environment under its type.
public struct _EnvironmentObjectModifier {
  let object: AnyObject?
  let type: Any.Type
}

extension _EnvironmentObjectModifier: GraphComparable {
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool {
    lhs.object === rhs.object && lhs.type == rhs.type
  }
}

extension _EnvironmentObjectModifier: PrimitiveModifier {
  static var transformsEnvironment: Bool { true }
  func transformEnvironment(_ environment: inout EnvironmentValues) {
    environment.setObject(object, as: type)
  }
  func didEvaluate(in node: Node, isMount: Bool) { markMounted(node) }
}

@MainActor func markMounted(_ node: Node) {
  if node.modifierState == nil { node.modifierState = MountedMarker() }
}

extension View {
  /// Sets an environment value for this view and its descendants (S23).
  ///
  /// ```swift
  /// SettingsScreen().environment(\.theme, .dark)
  /// ```
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>> {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }

  /// Places an `@Observable` model in the environment, read with
  /// `@Environment(Model.self)`.
  ///
  /// ```swift
  /// ContentView().environment(store)
  /// ```
  nonisolated public func environment<T: AnyObject & Observable>(
    _ object: T?
  ) -> ModifiedContent<Self, _EnvironmentObjectModifier> {
    modifier(_EnvironmentObjectModifier(object: object, type: T.self))
  }

  /// Places an `ObservableObject` in the environment, read with `@EnvironmentObject`.
  ///
  /// ```swift
  /// ContentView().environmentObject(session)
  /// ```
  nonisolated public func environmentObject<T: ObservableObject>(
    _ object: T
  ) -> ModifiedContent<Self, _EnvironmentObjectModifier> {
    modifier(_EnvironmentObjectModifier(object: object, type: T.self))
  }

  /// Rewrites an environment value for this view and its descendants (S50).
  ///
  /// ```swift
  /// content.transformEnvironment(\.theme) { $0 = $0 == .dark ? .light : .dark }
  /// ```
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<V>> {
    modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
  }

  /// Disables controls in this view (sets `\.isEnabled` to false below it).
  ///
  /// ```swift
  /// Button("Save") { save() }.disabled(name.isEmpty)
  /// ```
  nonisolated public func disabled(_ disabled: Bool) -> ModifiedContent<
    Self, _EnvironmentKeyTransformModifier<Bool>
  > {
    transformEnvironment(\.isEnabled) { if disabled { $0 = false } }
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _EnvironmentKeyWritingModifier: ViewModifier {}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _EnvironmentKeyTransformModifier: ViewModifier {}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _EnvironmentObjectModifier: ViewModifier {}
