/// A sheet of choices described as a value, the form written before iOS 15: a title, a
/// message and buttons, shown with `.actionSheet(isPresented:content:)` (S82).
///
/// ```swift
/// .actionSheet(isPresented: $choosing) {
///   ActionSheet(title: Text("Add photo"), buttons: [.default(Text("Camera")) { openCamera() }, .cancel()])
/// }
/// ```
public struct ActionSheet {
  let alert: Alert

  public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
    var alert = Alert(title: title, message: message)
    alert.buttons = buttons
    self.alert = alert
  }

  /// A button of an action sheet.
  public typealias Button = Alert.Button
}

extension View {
  /// Shows the action sheet `content` makes while `isPresented` is true; its buttons dismiss it.
  nonisolated public func actionSheet(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet)
    -> ModifiedContent<Self, _PresentationModifier<_AlertContent<_AlertButtons, Text?>>>
  {
    presentLegacy(isPresented, { content().alert }, slot: .confirmationDialog)
  }

  /// Shows the action sheet `content` makes for `item` while it is non-nil.
  nonisolated public func actionSheet<T: Identifiable>(
    item: Binding<T?>, content: @escaping (T) -> ActionSheet
  )
    -> ModifiedContent<Self, _PresentationModifier<_AlertContent<_AlertButtons, Text?>>>
  {
    presentLegacy(item: item, { content($0).alert }, slot: .confirmationDialog)
  }
}
