/// A label beside a value, as in a form row; both are mounted.
///
/// ```swift
/// LabeledContent("Version", value: appVersion)
/// LabeledContent("Total") { Text(total, format: .currency(code: "EUR")) }
/// ```
public struct LabeledContent<Label: View, Content: View> {
  let label: Label
  let content: Content
  /// Whether a custom style above is mounted in place of this view; false for
  /// `LabeledContent(configuration)`, which a style mounts itself.
  var resolvesStyle = true

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }
}

extension LabeledContent where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }
  /// A title that is a string value, not a key (`LabeledContent(pet.species, value: pet.name)`),
  /// as Apple declares it; a literal title still reaches the key form.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }
}

extension LabeledContent: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension LabeledContent: PrimitiveView {
  // A custom style above mounts its body in place of the label and content (S70).
  func visitChildren(_ visitor: inout ChildVisitor) {
    if resolvesStyle, let style = visitor.customStyle((any LabeledContentStyle).self) {
      let configuration = LabeledContentStyleConfiguration(
        label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
      style.visitBody(configuration, in: &visitor)
      return
    }
    visitor.visit(label, key: .index(0))
    visitor.visit(content, key: .index(1))
  }
}
