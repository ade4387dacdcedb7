/// A progress indicator, indeterminate or with a value.
///
/// ```swift
/// ProgressView("Loading…")
/// ProgressView(value: 0.4)
/// ProgressView(value: done, total: 10) { Text("Uploading") } currentValueLabel: { Text("\(done) of 10") }
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View> {
  let label: Label
  let currentValueLabel: CurrentValueLabel
  /// The fraction completed, nil when indeterminate.
  public let fractionCompleted: Double?

  /// Whether a custom style above is mounted in place of this view; false for
  /// `ProgressView(configuration)`, which a style mounts itself.
  var resolvesStyle = true

  init(
    label: Label, currentValueLabel: CurrentValueLabel, fractionCompleted: Double?, resolvesStyle: Bool
  ) {
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.fractionCompleted = fractionCompleted
    self.resolvesStyle = resolvesStyle
  }

  /// A progress view with a label and a label for its current value.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      label: label(), currentValueLabel: currentValueLabel(),
      fractionCompleted: value.map { Double($0) / Double(total) }, resolvesStyle: true)
  }
}

extension ProgressView: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  public init(@ViewBuilder label: () -> Label) {
    self.init(label: label(), currentValueLabel: EmptyView(), fractionCompleted: nil, resolvesStyle: true)
  }

  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  public init() { self.init(label: { EmptyView() }) }

  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { EmptyView() })
  }

  /// A progress view showing a `Progress`'s completed fraction as it is when the view is built
  /// (indeterminate while the progress is).
  ///
  /// - Parameter progress: The progress to show.
  public init(_ progress: Progress) {
    self.init(value: progress.isIndeterminate ? nil : progress.fractionCompleted)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  public init(_ titleKey: LocalizedStringKey) { self.init(label: { Text(titleKey) }) }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) { self.init(label: { Text(title) }) }

  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(titleKey) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(title) })
  }
}

extension ProgressView: PrimitiveView {
  // A custom style above mounts its body in place of the labels (S70).
  func visitChildren(_ visitor: inout ChildVisitor) {
    if resolvesStyle, let style = visitor.customStyle((any ProgressViewStyle).self) {
      let configuration = ProgressViewStyleConfiguration(
        fractionCompleted: fractionCompleted,
        label: Label.self == EmptyView.self ? nil : .init(content: AnyView(label)),
        currentValueLabel: CurrentValueLabel.self == EmptyView.self
          ? nil : .init(content: AnyView(currentValueLabel)))
      style.visitBody(configuration, in: &visitor)
    } else {
      visitor.visit(label, key: .content)
      if CurrentValueLabel.self != EmptyView.self {
        visitor.visit(currentValueLabel, key: .index(1))
      }
    }
  }
}
