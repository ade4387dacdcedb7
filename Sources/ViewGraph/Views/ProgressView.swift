/// A progress indicator, indeterminate or with a value.
///
/// ```swift
/// ProgressView("Loading…")
/// ProgressView(value: 0.4)
/// ```
public struct ProgressView<Label: View> {
  let label: Label
  /// The fraction completed, nil when indeterminate.
  public let fractionCompleted: Double?

  /// Whether a custom style above is mounted in place of this view; false for
  /// `ProgressView(configuration)`, which a style mounts itself.
  var resolvesStyle = true

  init(label: Label, fractionCompleted: Double?, resolvesStyle: Bool) {
    self.label = label
    self.fractionCompleted = fractionCompleted
    self.resolvesStyle = resolvesStyle
  }

  public init(@ViewBuilder label: () -> Label) {
    self.label = label()
    fractionCompleted = nil
  }

  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    fractionCompleted = value.map { Double($0) / Double(total) }
  }

}

extension ProgressView: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension ProgressView where Label == EmptyView {
  public init() { self.init(label: { EmptyView() }) }

  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { EmptyView() })
  }
}

extension ProgressView where Label == Text {
  public init(_ titleKey: LocalizedStringKey) { self.init(label: { Text(titleKey) }) }

  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(titleKey) })
  }
}

extension ProgressView: PrimitiveView {
  // A custom style above mounts its body in place of the label (S70).
  func visitChildren(_ visitor: inout ChildVisitor) {
    if resolvesStyle, let style = visitor.customStyle(ProgressViewStyleKey.self) {
      let configuration = ProgressViewStyleConfiguration(
        fractionCompleted: fractionCompleted,
        label: Label.self == EmptyView.self ? nil : .init(content: AnyView(label)))
      visitor.visit(style.anyBody(configuration), key: .content)
    } else {
      visitor.visit(label, key: .content)
    }
  }
}
