/// A title with an icon.
///
/// ```swift
/// Label("Notifications", systemImage: "bell")
/// ```
public struct Label<Title: View, Icon: View> {
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

}

extension Label: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}

extension Label: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(title, key: .index(0))
    visitor.visit(icon, key: .index(1))
  }
}
