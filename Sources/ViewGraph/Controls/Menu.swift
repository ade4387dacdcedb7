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

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = nil
    self.content = content()
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
}

extension Menu: PrimitiveView, ControlView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(label, key: .index(0))
    visitor.visit(content, key: .index(1))
  }
  var control: Control? { Control(kind: .menu, title: title, .tap(.init(action: nil))) }
}
