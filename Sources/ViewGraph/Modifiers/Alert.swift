/// What an alert or a confirmation dialog shows: its title, its actions, its message.
public struct _AlertContent<Actions: View, Message: View> {
  let title: Text
  let actions: Actions
  let message: Message
  /// An alert, not a confirmation dialog: with no actions it gets the system's OK (S75).
  var isAlert = true
}

extension _AlertContent: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension _AlertContent: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(title, key: .index(0))
    // An alert declared with no actions shows the system's OK button, which dismisses it
    // (S75): without it nothing could. Known from the type, as an empty builder gives
    // `EmptyView`.
    if isAlert && Actions.self == EmptyView.self {
      visitor.visit(Button("OK") {}, key: .index(1))
    } else {
      visitor.visit(actions, key: .index(1))
    }
    visitor.visit(message, key: .index(2))
  }
}

extension View {
  /// Shows an alert while `isPresented` is true; its buttons dismiss it.
  ///
  /// ```swift
  /// .alert("Delete draft?", isPresented: $confirming) {
  ///   Button("Delete", role: .destructive) { deleteDraft() }
  ///   Button("Cancel", role: .cancel) {}
  /// } message: { Text("This cannot be undone.") }
  /// ```
  nonisolated public func alert<Actions: View, Message: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, Message>>> {
    presentAlert(Text(titleKey), isPresented, actions, message, slot: .alert)
  }

  /// Shows an alert while `isPresented` is true.
  nonisolated public func alert<Actions: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> Actions
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, EmptyView>>> {
    alert(titleKey, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// Shows a confirmation dialog while `isPresented` is true; its buttons dismiss it.
  ///
  /// ```swift
  /// .confirmationDialog("Sign out?", isPresented: $asking) { Button("Sign out") { signOut() } }
  /// ```
  nonisolated public func confirmationDialog<Actions: View, Message: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, Message>>> {
    presentAlert(Text(titleKey), isPresented, actions, message, slot: .confirmationDialog)
  }

  /// Shows a confirmation dialog while `isPresented` is true.
  nonisolated public func confirmationDialog<Actions: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> Actions
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, EmptyView>>> {
    confirmationDialog(
      titleKey, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: { EmptyView() })
  }
}

// The other title forms: a string (not localized) and a `Text`.
extension View {
  /// Shows an alert titled by a string, as computed titles are (`error.title`).
  ///
  /// ```swift
  /// .alert(game.errorTitle, isPresented: $game.showingError) { Button("OK") {} }
  /// ```
  nonisolated public func alert<S: StringProtocol, Actions: View, Message: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, Message>>> {
    presentAlert(Text(title), isPresented, actions, message, slot: .alert)
  }

  nonisolated public func alert<S: StringProtocol, Actions: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, EmptyView>>> {
    presentAlert(Text(title), isPresented, actions, { EmptyView() }, slot: .alert)
  }

  nonisolated public func alert<Actions: View, Message: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
    @ViewBuilder message: () -> Message
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, Message>>> {
    presentAlert(title, isPresented, actions, message, slot: .alert)
  }

  nonisolated public func alert<Actions: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, EmptyView>>> {
    presentAlert(title, isPresented, actions, { EmptyView() }, slot: .alert)
  }

  nonisolated public func confirmationDialog<S: StringProtocol, Actions: View, Message: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, Message>>> {
    presentAlert(Text(title), isPresented, actions, message, slot: .confirmationDialog)
  }

  nonisolated public func confirmationDialog<S: StringProtocol, Actions: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> Actions
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, EmptyView>>> {
    presentAlert(Text(title), isPresented, actions, { EmptyView() }, slot: .confirmationDialog)
  }
}
