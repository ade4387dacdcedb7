extension View {
  /// Places a refresh action in the environment of this view's subtree.
  ///
  /// ```swift
  /// List(items) { Row(item: $0) }.refreshable { await store.reload() }
  /// ```
  nonisolated public func refreshable(
    action: @escaping @Sendable () async -> Void
  ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<RefreshAction?>> {
    modifier(_EnvironmentKeyWritingModifier(keyPath: \.refresh, value: RefreshAction(action: action)))
  }
}
