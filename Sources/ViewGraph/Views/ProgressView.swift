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
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(label, key: .content) }
}
