// `dialogSuppressionToggle`: the "Do not show again" checkbox of a macOS dialog (recorded;
// the checkbox is not mounted, so its binding keeps the value the app gives it).

extension View {
  /// Shows a "Do not ask again" checkbox in the dialog, bound to `isSuppressed` (recorded).
  ///
  /// ```swift
  /// .confirmationDialog("Delete?", isPresented: $asking) { … }
  /// .dialogSuppressionToggle(isSuppressed: $suppressDeleteWarning)
  /// ```
  nonisolated public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("dialogSuppressionToggle", isSuppressed.wrappedValue)
  }

  /// The checkbox with a title looked up as a key (recorded).
  nonisolated public func dialogSuppressionToggle(
    _ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("dialogSuppressionToggle", titleKey.resolved, isSuppressed.wrappedValue)
  }

  /// The checkbox with a title the app holds (recorded).
  @_disfavoredOverload
  nonisolated public func dialogSuppressionToggle<S: StringProtocol>(
    _ title: S, isSuppressed: Binding<Bool>
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("dialogSuppressionToggle", String(title), isSuppressed.wrappedValue)
  }

  /// The checkbox with a text label (recorded).
  nonisolated public func dialogSuppressionToggle(
    _ label: Text, isSuppressed: Binding<Bool>
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("dialogSuppressionToggle", label.string, isSuppressed.wrappedValue)
  }
}
