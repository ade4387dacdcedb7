// Whether a view takes part in interaction and is seen: `allowsHitTesting(false)` keeps its
// content from receiving taps, `hidden()` also keeps it from being seen. Either way the
// content stays mounted, with its state and its appearance (S81).

private struct AllowsHitTestingKey: EnvironmentKey {
  static let defaultValue = true
}

private struct IsHiddenKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// False below `.allowsHitTesting(false)` or `.hidden()`.
  var allowsHitTesting: Bool {
    get { self[AllowsHitTestingKey.self] }
    set { self[AllowsHitTestingKey.self] = newValue }
  }

  /// True below `.hidden()`.
  var isHidden: Bool {
    get { self[IsHiddenKey.self] }
    set { self[IsHiddenKey.self] = newValue }
  }
}

/// Hides the modified view: it keeps its place and its state, but is neither seen nor tapped.
public struct _HiddenModifier: ViewModifier, Equatable {}

extension _HiddenModifier: PrimitiveModifier {
  static var transformsEnvironment: Bool { true }
  func transformEnvironment(_ environment: inout EnvironmentValues) {
    environment.isHidden = true
    environment.allowsHitTesting = false
  }
}

extension View {
  /// Whether the view's content receives taps: with `false` its buttons and gestures do
  /// nothing, and a test tapping one records an issue (S81).
  ///
  /// ```swift
  /// Color.black.opacity(0.3).allowsHitTesting(false)
  /// ```
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<
    Self, _EnvironmentKeyTransformModifier<Bool>
  > {
    transformEnvironment(\.allowsHitTesting) { if !enabled { $0 = false } }
  }

  /// Hides the view unconditionally: it still takes its place and keeps its state, but its
  /// texts are not shown and its controls take no taps (S81).
  ///
  /// ```swift
  /// Text("Placeholder").hidden()
  /// ```
  nonisolated public func hidden() -> ModifiedContent<Self, _HiddenModifier> { modifier(_HiddenModifier()) }
}
