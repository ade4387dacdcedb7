/// A value shown within a range, as in SwiftUI: its label and value labels are mounted, so a
/// test reads the texts it shows.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///   Text("Battery")
/// } currentValueLabel: {
///   Text("\(Int(battery)) %")
/// }
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View> {
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?
  let markedValueLabels: MarkedValueLabels
  /// Where the value sits in the range, from 0 to 1.
  let fraction: Double

  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
    self.markedValueLabels = markedValueLabels()
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let offset = Double(Swift.min(Swift.max(value, bounds.lowerBound), bounds.upperBound) - bounds.lowerBound)
    fraction = span > 0 ? offset / span : 0
  }
}

extension Gauge: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
      markedValueLabels: { EmptyView() })
  }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
      markedValueLabels: { EmptyView() })
  }
}

extension Gauge where BoundsLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() },
      markedValueLabels: markedValueLabels)
  }
}

extension Gauge: PrimitiveView {
  // A custom style above mounts its body in place of the gauge's parts (S70).
  func visitChildren(_ visitor: inout ChildVisitor) {
    let configuration = GaugeStyleConfiguration(
      value: fraction, label: .init(content: AnyView(label)),
      currentValueLabel: Self.part(currentValueLabel, CurrentValueLabel.self),
      minimumValueLabel: Self.part(minimumValueLabel, BoundsLabel.self),
      maximumValueLabel: Self.part(maximumValueLabel, BoundsLabel.self),
      markedValueLabels: .init(content: AnyView(markedValueLabels)))
    if let style = visitor.customStyle((any GaugeStyle).self) {
      style.visitBody(configuration, in: &visitor)
    } else {
      visitor.visit(GaugeStyleConfiguration.DefaultBody(configuration: configuration), key: .content)
    }
  }

  /// A label given as a view, or nil when it was left out (`EmptyView`).
  private static func part<Part: View, Erased: GaugeLabelPart>(_ view: Part?, _ type: Part.Type) -> Erased? {
    guard let view, Part.self != EmptyView.self else { return nil }
    return Erased(content: AnyView(view))
  }
}
