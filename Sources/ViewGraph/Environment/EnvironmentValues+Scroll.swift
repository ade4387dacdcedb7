private struct IsScrollEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether scroll views below can scroll: false below `scrollDisabled(true)` (S102).
  ///
  /// ```swift
  /// @Environment(\.isScrollEnabled) private var isScrollEnabled
  /// ```
  public var isScrollEnabled: Bool {
    get { self[IsScrollEnabledKey.self] }
    set { self[IsScrollEnabledKey.self] = newValue }
  }
}

extension View {
  /// Disables scrolling in the scroll views below; `scrollDisabled(false)` does not enable
  /// it again below a disabled ancestor (S102).
  ///
  /// ```swift
  /// Form { fields }.scrollDisabled(fields.count < 5)
  /// ```
  nonisolated public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<
    Self, _EnvironmentKeyTransformModifier<Bool>
  > {
    modifier(_EnvironmentKeyTransformModifier(keyPath: \.isScrollEnabled) { $0 = $0 && !disabled })
  }
}
