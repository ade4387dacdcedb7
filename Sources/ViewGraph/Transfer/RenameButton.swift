import Foundation

/// A button that starts renaming: it runs the `renameAction` of its environment.
///
/// ```swift
/// .toolbar { RenameButton() }
/// .renameAction { isRenaming = true }
/// ```
public struct RenameButton<Label: View>: View {
  @Environment(\.rename) var rename

  /// The standard "Rename" button.
  public init() where Label == ViewGraph.Label<Text, Image> {}

  public var body: some View {
    Button {
      rename?()
    } label: {
      ViewGraph.Label("Rename", systemImage: "pencil")
    }
  }
}

/// What a `RenameButton` runs: the action a `renameAction` modifier set above it (S155).
///
/// ```swift
/// @Environment(\.rename) var rename
/// Button("Rename") { rename?() }
/// ```
public struct RenameAction {
  let action: () -> Void

  /// Starts renaming.
  public func callAsFunction() { action() }
}

private struct RenameActionKey: EnvironmentKey {
  static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
  /// The action a `RenameButton` below runs; nil when no `renameAction` is set above.
  public var rename: RenameAction? {
    get { self[RenameActionKey.self] }
    set { self[RenameActionKey.self] = newValue }
  }
}

extension View {
  /// Sets what a `RenameButton` in this view runs.
  ///
  /// ```swift
  /// Text(name).renameAction { isRenaming = true }
  /// ```
  nonisolated public func renameAction(_ action: @escaping () -> Void) -> ModifiedContent<
    Self, _EnvironmentKeyWritingModifier<RenameAction?>
  > {
    modifier(_EnvironmentKeyWritingModifier(keyPath: \.rename, value: RenameAction(action: action)))
  }

  /// Makes a `RenameButton` in this view focus the field `isFocused` is bound to.
  ///
  /// ```swift
  /// TextField("Name", text: $name).focused($isEditingName).renameAction($isEditingName)
  /// ```
  nonisolated public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> ModifiedContent<
    Self, _EnvironmentKeyWritingModifier<RenameAction?>
  > {
    modifier(
      _EnvironmentKeyWritingModifier(
        keyPath: \.rename, value: RenameAction(action: { isFocused.wrappedValue = true })))
  }
}
