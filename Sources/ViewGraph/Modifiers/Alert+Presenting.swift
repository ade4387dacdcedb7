// Alerts and dialogs about a value: shown while `isPresented` is true and the value exists,
// their actions and message built from it (S82).

extension View {
  /// Shows an alert about `data` while `isPresented` is true and `data` is not nil; its
  /// buttons dismiss it.
  ///
  /// ```swift
  /// .alert("Delete \(doomed?.name ?? "")?", isPresented: $confirming, presenting: doomed) { item in
  ///   Button("Delete", role: .destructive) { delete(item) }
  /// } message: { item in Text("\(item.name) will be removed.") }
  /// ```
  nonisolated public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<A, M>>> {
    presentAlert(Text(titleKey), isPresented, data, actions, message, slot: .alert)
  }

  nonisolated public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<A, EmptyView>>> {
    presentAlert(Text(titleKey), isPresented, data, actions, { _ in EmptyView() }, slot: .alert)
  }

  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<A, M>>> {
    presentAlert(Text(title), isPresented, data, actions, message, slot: .alert)
  }

  @_disfavoredOverload
  nonisolated public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<A, EmptyView>>> {
    presentAlert(Text(title), isPresented, data, actions, { _ in EmptyView() }, slot: .alert)
  }

  nonisolated public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<A, M>>> {
    presentAlert(title, isPresented, data, actions, message, slot: .alert)
  }

  nonisolated public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<A, EmptyView>>> {
    presentAlert(title, isPresented, data, actions, { _ in EmptyView() }, slot: .alert)
  }

  /// Shows a confirmation dialog about `data` while `isPresented` is true and `data` is not
  /// nil; its buttons dismiss it.
  ///
  /// ```swift
  /// .confirmationDialog("Share", isPresented: $sharing, presenting: photo) { photo in
  ///   Button("Copy link") { copyLink(to: photo) }
  /// }
  /// ```
  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<A, M>>> {
    presentAlert(Text(titleKey), isPresented, data, actions, message, slot: .confirmationDialog)
  }

  nonisolated public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<A, EmptyView>>> {
    presentAlert(
      Text(titleKey), isPresented, data, actions, { _ in EmptyView() }, slot: .confirmationDialog)
  }

  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<A, M>>> {
    presentAlert(Text(title), isPresented, data, actions, message, slot: .confirmationDialog)
  }

  @_disfavoredOverload
  nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<A, EmptyView>>> {
    presentAlert(Text(title), isPresented, data, actions, { _ in EmptyView() }, slot: .confirmationDialog)
  }

  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<A, M>>> {
    presentAlert(title, isPresented, data, actions, message, slot: .confirmationDialog)
  }

  nonisolated public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<A, EmptyView>>> {
    presentAlert(title, isPresented, data, actions, { _ in EmptyView() }, slot: .confirmationDialog)
  }

  /// An alert or dialog shown while `isPresented` is true and `data` exists, built from it.
  /// The actions and message are built from `data` when the body runs, if there is data
  /// (S368); with none the alert does not show, so nothing is built.
  nonisolated func presentAlert<A: View, M: View, T>(
    _ title: Text, _ isPresented: Binding<Bool>, _ data: T?, _ actions: (T) -> A,
    _ message: (T) -> M, slot: AttachmentSlot
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<A, M>>> {
    let hasData = data != nil
    let shown = Binding(
      get: { isPresented.wrappedValue && hasData }, set: { isPresented.wrappedValue = $0 })
    let built = data.map { (actions: actions($0), message: message($0)) }
    // `presented` is read only while `shown` reads true, so while `built` is not nil.
    let content = {
      _AlertContent(
        title: title, actions: built.unsafelyUnwrapped.actions, message: built.unsafelyUnwrapped.message,
        isAlert: slot == .alert)
    }
    return modifier(
      _PresentationModifier(
        isPresented: shown, presented: content, onDismiss: nil, slot: slot, buttonsDismiss: true))
  }
}
