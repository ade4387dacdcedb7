extension View {
  /// Keeps submits inside this view from reaching the `onSubmit` actions above it: a
  /// field's return runs only the actions between it and the scope (S84).
  ///
  /// ```swift
  /// Form {
  ///   TextField("Tag", text: $tag).onSubmit { addTag() }.submitScope()
  ///   TextField("Title", text: $title)
  /// }
  /// .onSubmit { save() }
  /// ```
  nonisolated public func submitScope(_ isBlocking: Bool = true) -> ModifiedContent<
    Self, _EnvironmentKeyTransformModifier<_SubmitAction?>
  > {
    transformEnvironment(\.submitAction) { if isBlocking { $0 = nil } }
  }
}
