/// A button that shows a menu of actions, as in SwiftUI. ViewGraph mounts the menu's
/// content, so its buttons can be found and tapped.
///
/// ```swift
/// Menu("Sort") { Button("By name") { sort = .name }; Button("By date") { sort = .date } }
/// ```
public struct Menu<Label: View, Content: View> {
  let label: Label
  let title: String?
  let content: Content
  /// What a tap on the menu's button runs, when the menu has one; its content then opens
  /// on a long press.
  var primaryAction: (() -> Void)? = nil

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = nil
    self.content = content()
  }

  /// A menu whose button runs `primaryAction` when tapped.
  ///
  /// ```swift
  /// Menu { Button("Duplicate") { duplicate() } } label: { Label("Add", systemImage: "plus") } primaryAction: { add() }
  /// ```
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: label)
    self.primaryAction = primaryAction
  }

}

extension Menu: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    label = Text(titleKey)
    title = label.string
    self.content = content()
  }

  /// A menu titled by a string that is not localized, as a computed title is (iOS 14).
  ///
  /// ```swift
  /// Menu(NSLocalizedString("LANGUAGE", comment: "")) { ForEach(languages, id: \.self) { Button($0) {} } }
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    label = Text(title)
    self.title = label.string
    self.content = content()
  }

  /// A titled menu whose button runs `primaryAction` when tapped.
  ///
  /// ```swift
  /// Menu("Add") { Button("Duplicate") { duplicate() } } primaryAction: { add() }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(titleKey, content: content)
    self.primaryAction = primaryAction
  }
}

extension Menu: PrimitiveView, ControlView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(label, key: .index(0))
    visitor.visit(content, key: .index(1))
  }
  var control: Control? { Control(kind: .menu, title: title, .tap(.init(action: primaryAction))) }
}
