// SwiftUI's alert and confirmationDialog take their title as a LocalizedStringResource
// (`.alert(.passwordChanged, isPresented: $done) { … }`).
extension View {
  /// Shows an alert titled by the resource's translation while `isPresented` is true.
  ///
  /// ```swift
  /// .alert(LocalizedStringResource("Password changed"), isPresented: $changed) {
  ///   Button("OK") {}
  /// } message: { Text("Sign in again on your other devices.") }
  /// ```
  @_disfavoredOverload
  nonisolated public func alert<Actions: View, Message: View>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, Message>>> {
    alert(String(localized: titleResource), isPresented: isPresented, actions: actions, message: message)
  }

  /// Shows an alert titled by the resource's translation while `isPresented` is true.
  ///
  /// ```swift
  /// .alert(LocalizedStringResource("Password changed"), isPresented: $changed) { Button("OK") {} }
  /// ```
  @_disfavoredOverload
  nonisolated public func alert<Actions: View>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> Actions
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, EmptyView>>> {
    alert(String(localized: titleResource), isPresented: isPresented, actions: actions)
  }

  /// Shows a confirmation dialog titled by the resource's translation while `isPresented` is
  /// true.
  ///
  /// ```swift
  /// .confirmationDialog(LocalizedStringResource("Delete entry?"), isPresented: $asking) {
  ///   Button("Delete", role: .destructive) { delete() }
  /// } message: { Text("This cannot be undone.") }
  /// ```
  @_disfavoredOverload
  nonisolated public func confirmationDialog<Actions: View, Message: View>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, Message>>> {
    confirmationDialog(
      String(localized: titleResource), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions, message: message)
  }

  /// Shows a confirmation dialog titled by the resource's translation while `isPresented` is
  /// true.
  ///
  /// ```swift
  /// .confirmationDialog(LocalizedStringResource("Sign out?"), isPresented: $asking) {
  ///   Button("Sign out") { signOut() }
  /// }
  /// ```
  @_disfavoredOverload
  nonisolated public func confirmationDialog<Actions: View>(
    _ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> Actions
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, EmptyView>>> {
    confirmationDialog(
      String(localized: titleResource), isPresented: isPresented, titleVisibility: titleVisibility,
      actions: actions)
  }
}
