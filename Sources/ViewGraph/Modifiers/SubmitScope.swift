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
    // Blocked, not absent: a field's return inside the scope is pressed and runs nothing,
    // where a field with no onSubmit at all has no submit action (S242).
    transformEnvironment(\.submitAction) { if isBlocking { $0 = .blocked } }
  }
}

extension _SubmitAction {
  /// What a submit scope hands the views inside it: return is pressed, and the actions
  /// above the scope do not run (S84, S242).
  static var blocked: _SubmitAction { _SubmitAction(triggers: [.text, .search]) { _ in } }
}
