/// Mounts presented content (a sheet, a cover, a popover, an alert) below the modified
/// view while its binding says so, with `\.dismiss` set to close it.
public struct _PresentationModifier<Presented: View>: ViewModifier {
  let isPresented: Binding<Bool>
  let presented: () -> Presented
  let onDismiss: (() -> Void)?
  let slot: AttachmentSlot
  /// Alerts and dialogs: their buttons dismiss them.
  let buttonsDismiss: Bool
}

/// Whether the presentation was showing at the last evaluation, to call `onDismiss`.
final class PresentationState {
  var wasPresented = false
}

extension _PresentationModifier: PrimitiveModifier {
  // Reads the binding while visiting: the modifier must be invalidated when it flips.
  static var runsUserCode: Bool { true }

  func visit<Content: View>(content: Content, into visitor: inout ChildVisitor) {
    visitor.visit(content, key: .content)
    guard isPresented.wrappedValue else { return }
    let binding = isPresented
    let dismiss = DismissAction { binding.wrappedValue = false }
    visitor.visit(
      PresentedContent(
        content: presented(), dismiss: dismiss, buttonsDismiss: buttonsDismiss),
      key: .attached(slot))
  }

  func didEvaluate(in node: Node, isMount: Bool) {
    let state = (node.modifierState as? PresentationState) ?? PresentationState()
    node.modifierState = state
    let isShowing = isPresented.wrappedValue
    if state.wasPresented && !isShowing, let onDismiss {
      node.host.enqueueEffect { onDismiss() }
    }
    state.wasPresented = isShowing
  }
}

/// Presented content, with the environment a presentation gives it.
struct PresentedContent<Content: View>: View {
  let content: Content
  let dismiss: DismissAction
  let buttonsDismiss: Bool
  var body: Never { primitiveBody(Self.self) }
}

extension PresentedContent: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(content, key: .content) }
  var transformsEnvironment: Bool { true }
  func transformEnvironment(_ environment: inout EnvironmentValues) {
    environment.dismiss = dismiss
    environment.isPresented = true
    if buttonsDismiss { environment.presentationButtonDismiss = dismiss }
  }
}

/// What an alert or a confirmation dialog shows: its title, its actions, its message.
public struct _AlertContent<Actions: View, Message: View>: View {
  let title: Text
  let actions: Actions
  let message: Message
  public var body: Never { primitiveBody(Self.self) }
}

extension _AlertContent: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(title, key: .index(0))
    visitor.visit(actions, key: .index(1))
    visitor.visit(message, key: .index(2))
  }
}

/// How a confirmation dialog shows its title (type-checks; not drawn).
public enum Visibility: Sendable, Hashable {
  case automatic
  case visible
  case hidden
}

extension View {
  /// Presents `content` while `isPresented` is true; `\.dismiss` inside sets it to false.
  ///
  /// ```swift
  /// .sheet(isPresented: $isEditing) { EditProfile() }
  /// ```
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
    present(isPresented, onDismiss, .sheet, content)
  }

  /// Presents `content` for `item` while it is non-nil; a new item is a new identity.
  ///
  /// ```swift
  /// .sheet(item: $selectedBook) { book in BookDetail(book: book) }
  /// ```
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<ModifiedContent<Content, _IdentityModifier<Item.ID>>>> {
    present(item: item, onDismiss, .sheet, content)
  }

  /// Presents `content` full screen while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
    present(isPresented, onDismiss, .fullScreenCover, content)
  }

  /// Presents `content` in a popover while `isPresented` is true.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
    present(isPresented, nil, .popover, content)
  }

  /// Shows an alert while `isPresented` is true; its buttons dismiss it.
  ///
  /// ```swift
  /// .alert("Delete draft?", isPresented: $confirming) {
  ///   Button("Delete", role: .destructive) { deleteDraft() }
  ///   Button("Cancel", role: .cancel) {}
  /// } message: { Text("This cannot be undone.") }
  /// ```
  public func alert<Actions: View, Message: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> Actions, @ViewBuilder message: @escaping () -> Message
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, Message>>> {
    presentAlert(titleKey, isPresented, actions, message, slot: .alert)
  }

  /// Shows an alert while `isPresented` is true.
  public func alert<Actions: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> Actions
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, EmptyView>>> {
    alert(titleKey, isPresented: isPresented, actions: actions, message: { EmptyView() })
  }

  /// Shows a confirmation dialog while `isPresented` is true; its buttons dismiss it.
  ///
  /// ```swift
  /// .confirmationDialog("Sign out?", isPresented: $asking) { Button("Sign out") { signOut() } }
  /// ```
  public func confirmationDialog<Actions: View, Message: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> Actions,
    @ViewBuilder message: @escaping () -> Message
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, Message>>> {
    presentAlert(titleKey, isPresented, actions, message, slot: .confirmationDialog)
  }

  /// Shows a confirmation dialog while `isPresented` is true.
  public func confirmationDialog<Actions: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> Actions
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, EmptyView>>> {
    confirmationDialog(
      titleKey, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
      message: { EmptyView() })
  }

  /// Alerts and dialogs: a title, actions whose buttons dismiss, a message.
  func presentAlert<Actions: View, Message: View>(
    _ titleKey: LocalizedStringKey, _ isPresented: Binding<Bool>,
    _ actions: @escaping () -> Actions, _ message: @escaping () -> Message, slot: AttachmentSlot
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<Actions, Message>>> {
    let title = Text(titleKey)
    return modifier(
      _PresentationModifier(
        isPresented: isPresented,
        presented: { _AlertContent(title: title, actions: actions(), message: message()) },
        onDismiss: nil, slot: slot, buttonsDismiss: true))
  }

  func present<Content: View>(
    _ isPresented: Binding<Bool>, _ onDismiss: (() -> Void)?, _ slot: AttachmentSlot,
    _ content: @escaping () -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
    modifier(
      _PresentationModifier(
        isPresented: isPresented, presented: content, onDismiss: onDismiss, slot: slot,
        buttonsDismiss: false))
  }

  func present<Item: Identifiable, Content: View>(
    item: Binding<Item?>, _ onDismiss: (() -> Void)?, _ slot: AttachmentSlot,
    _ content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<ModifiedContent<Content, _IdentityModifier<Item.ID>>>> {
    // The item the presentation check last saw: the content is built from it, so a getter
    // that changes between the check and the build cannot leave the content without one.
    let seen = SeenItem<Item>()
    let isPresented = Binding(
      get: {
        let current = item.wrappedValue
        seen.item = current ?? seen.item
        return current != nil
      },
      set: { if !$0 { item.wrappedValue = nil } })
    return modifier(
      _PresentationModifier(
        isPresented: isPresented,
        presented: {
          // Only called right after `isPresented` read a non-nil item.
          let current = item.wrappedValue ?? seen.item.unsafelyUnwrapped
          return content(current).id(current.id)
        },
        onDismiss: onDismiss, slot: slot, buttonsDismiss: false))
  }

  /// Places a refresh action in the environment of this view's subtree.
  ///
  /// ```swift
  /// List(items) { Row(item: $0) }.refreshable { await store.reload() }
  /// ```
  public func refreshable(
    action: @escaping @Sendable () async -> Void
  ) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<RefreshAction?>> {
    modifier(_EnvironmentKeyWritingModifier(keyPath: \.refresh, value: RefreshAction(action: action)))
  }
}

/// The last item a `sheet(item:)` saw.
final class SeenItem<Item> {
  var item: Item?
}
