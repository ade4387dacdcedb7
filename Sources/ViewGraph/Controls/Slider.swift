/// A control that picks a value from a range through a binding, as in SwiftUI.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
/// ```
public struct Slider<Label: View> {
  let label: Label
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    self.value = Binding(
      get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.map { Double($0) }
  }

}

extension Slider: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Slider where Label == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      EmptyView()
    }
  }
}

extension Slider: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(label, key: .content) }
  var control: Control? { Control(kind: .slider, title: nil, value: value, bounds: bounds) }
}
