// Alerts about an error: titled by its description, shown while `isPresented` is true and
// the error exists (S82).

extension View {
  /// Shows an alert titled by `error`'s description while `isPresented` is true and
  /// `error` is not nil; its buttons dismiss it.
  ///
  /// ```swift
  /// .alert(isPresented: $showsError, error: model.lastError) { _ in
  ///   Button("Retry") { model.retry() }
  /// } message: { error in Text(error.recoverySuggestion ?? "") }
  /// ```
  nonisolated public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<A, M>>> {
    presentAlert(Text(errorTitle(error)), isPresented, error, actions, message, slot: .alert)
  }

  /// Shows an alert titled by `error`'s description, with `actions`.
  nonisolated public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<A, EmptyView>>> {
    presentAlert(
      Text(errorTitle(error)), isPresented, error, { _ in actions() }, { _ in EmptyView() },
      slot: .alert)
  }

}

/// An error alert's title: the error's description, as SwiftUI shows it.
private func errorTitle(_ error: (some LocalizedError)?) -> String {
  guard let error else { return "" }
  return error.errorDescription ?? error.localizedDescription
}
