/// A title with an icon.
///
/// ```swift
/// Label("Notifications", systemImage: "bell")
/// ```
public struct Label<Title: View, Icon: View> {
  let title: Title
  let icon: Icon
  /// Whether a custom style above is mounted in place of this label; false for
  /// `Label(configuration)`, which a style mounts itself.
  var resolvesStyle = true

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

  /// A label whose icon is an image of the app's asset catalog, by name.
  ///
  /// ```swift
  /// Label("Boost", image: "Rocket")
  /// ```
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label whose icon is an image of the app's asset catalog, by name.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }

  /// A label whose icon is a generated asset symbol.
  ///
  /// ```swift
  /// Label("Boost", image: .rocket)
  /// ```
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
    self.init(title: { Text(titleKey) }, icon: { Image(resource) })
  }

  /// A label whose icon is a generated asset symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
    self.init(title: { Text(title) }, icon: { Image(resource) })
  }
}

extension Label: PrimitiveView {
  // A custom style above mounts its body in place of the title and icon (S70).
  func visitChildren(_ visitor: inout ChildVisitor) {
    if resolvesStyle, let style = visitor.customStyle((any LabelStyle).self) {
      let configuration = LabelStyleConfiguration(
        title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
      style.visitBody(configuration, in: &visitor)
    } else {
      visitor.visit(title, key: .index(0))
      visitor.visit(icon, key: .index(1))
    }
  }
}
