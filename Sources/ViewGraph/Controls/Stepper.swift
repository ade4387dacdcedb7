/// A control that increments and decrements a value, as in SwiftUI.
///
/// ```swift
/// Stepper("\(Int(temperature))°F", value: $temperature, in: 60...90)
/// Stepper("Quantity") { quantity += 1 } onDecrement: { quantity -= 1 }
/// ```
public struct Stepper<Label: View> {
  let label: Label
  let title: String?
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?
  /// The `value:` binding, for inspection; nil for a stepper of actions.
  var bound: (any ControlBinding)?

  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    self.title = nil
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
  }

  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: nil, step: step, title: nil, label: label())
  }

  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, title: nil, label: label())
  }

  init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>?, step: V.Stride, title: String?, label: Label
  ) {
    self.label = label
    self.title = title
    bound = value
    onIncrement = {
      let next = value.wrappedValue.advanced(by: step)
      value.wrappedValue = bounds.map { min(next, $0.upperBound) } ?? next
    }
    onDecrement = {
      let next = value.wrappedValue.advanced(by: -step)
      value.wrappedValue = bounds.map { max(next, $0.lowerBound) } ?? next
    }
  }

}

extension Stepper: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Stepper where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(titleKey)
    title = label.string
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
  }

  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: nil, step: step, title: titleKey.resolved, label: Text(titleKey))
  }

  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, title: titleKey.resolved, label: Text(titleKey))
  }
}

extension Stepper: PrimitiveView, ControlView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(label, key: .content) }
  var control: Control? {
    Control(
      kind: .stepper, title: title,
      .steps(.init(increment: onIncrement, decrement: onDecrement, bound: bound)))
  }
}
