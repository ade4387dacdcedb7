/// An alert described as a value, the form written before iOS 15: a title, a message and
/// up to two buttons, shown with `.alert(isPresented:content:)` (S82).
///
/// ```swift
/// .alert(isPresented: $showsError) {
///   Alert(title: Text("Upload failed"), message: Text(reason), dismissButton: .default(Text("OK")))
/// }
/// ```
public struct Alert {
  let title: Text
  let message: Text?
  var buttons: [Button]

  /// An alert with one button; with none, the system's OK.
  public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert or an action sheet; choosing it runs its action and dismisses.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: nil, action: action)
    }

    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: .cancel, action: action)
    }

    /// A Cancel button, labelled by the system.
    public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(label: label, role: .destructive, action: action)
    }
  }
}

/// The buttons of an `Alert` or `ActionSheet` value, as the buttons a user chooses from.
public struct _AlertButtons {
  let buttons: [Alert.Button]
}

extension _AlertButtons: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension _AlertButtons: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    for (index, button) in buttons.enumerated() {
      let action = button.action
      visitor.visit(
        ViewGraph.Button(button.label.string, role: button.role) { action?() }, key: .index(index))
    }
  }
}

extension View {
  /// Shows the alert `content` makes while `isPresented` is true; its buttons dismiss it.
  ///
  /// ```swift
  /// .alert(isPresented: $confirming) {
  ///   Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")) { delete() },
  ///         secondaryButton: .cancel())
  /// }
  /// ```
  nonisolated public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert)
    -> ModifiedContent<
      Self, _PresentationModifier<_AlertContent<_AlertButtons, Text?>>
    >
  {
    presentLegacy(isPresented, content, slot: .alert)
  }

  /// Shows the alert `content` makes for `item` while it is non-nil; its buttons set it to nil.
  nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert)
    -> ModifiedContent<Self, _PresentationModifier<_AlertContent<_AlertButtons, Text?>>>
  {
    presentLegacy(item: item, content, slot: .alert)
  }

  /// A legacy alert or action sheet, shown while `isPresented` is true.
  nonisolated func presentLegacy(
    _ isPresented: Binding<Bool>, _ content: @escaping () -> Alert, slot: AttachmentSlot
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<_AlertButtons, Text?>>> {
    modifier(
      _PresentationModifier(
        isPresented: isPresented,
        presented: {
          let alert = content()
          return _AlertContent(
            title: alert.title, actions: _AlertButtons(buttons: alert.buttons), message: alert.message,
            isAlert: false)
        },
        onDismiss: nil, slot: slot, buttonsDismiss: true))
  }

  /// A legacy alert or action sheet, shown for `item` while it is non-nil.
  nonisolated func presentLegacy<Item>(
    item: Binding<Item?>, _ content: @escaping (Item) -> Alert, slot: AttachmentSlot
  ) -> ModifiedContent<Self, _PresentationModifier<_AlertContent<_AlertButtons, Text?>>> {
    let seen = SeenItem<Item>()
    let isPresented = Binding(
      get: {
        let current = item.wrappedValue
        seen.item = current ?? seen.item
        return current != nil
      },
      set: { if !$0 { item.wrappedValue = nil } })
    return presentLegacy(
      isPresented, { content(item.wrappedValue ?? seen.item.unsafelyUnwrapped) }, slot: slot)
  }
}
