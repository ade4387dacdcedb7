// SwiftUI's first Stepper initialisers took the label last; they are deprecated in favour of
// the label-first ones, and apps supporting older releases still write them. Disfavoured, so a
// trailing label (`Stepper(value: $x) { … }`) still resolves to the current form.
extension Stepper {
  /// Creates a stepper that runs the closures you provide, with its label last.
  ///
  /// ```swift
  /// Stepper(onIncrement: { count += 1 }, onDecrement: { count -= 1 }) { Text("\(count)") }
  /// ```
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)"
  )
  @available(
    watchOS, introduced: 9.0, deprecated: 100000.0,
    renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)"
  )
  @_disfavoredOverload
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper over a binding, with its label last.
  ///
  /// ```swift
  /// Stepper(value: $count, step: 2) { Text("\(count)") }
  /// ```
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Stepper(value:step:label:onEditingChanged:)"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Stepper(value:step:label:onEditingChanged:)"
  )
  @available(
    watchOS, introduced: 9.0, deprecated: 100000.0, renamed: "Stepper(value:step:label:onEditingChanged:)"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "Stepper(value:step:label:onEditingChanged:)"
  )
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, in: nil, step: step, title: nil, label: label())
  }

  /// Creates a stepper over a binding within bounds, with its label last.
  ///
  /// ```swift
  /// Stepper(value: $count, in: 0...10) { Text("\(count)") }
  /// ```
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Stepper(value:in:step:label:onEditingChanged:)"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Stepper(value:in:step:label:onEditingChanged:)"
  )
  @available(
    watchOS, introduced: 9.0, deprecated: 100000.0, renamed: "Stepper(value:in:step:label:onEditingChanged:)"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "Stepper(value:in:step:label:onEditingChanged:)"
  )
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, in: bounds, step: step, title: nil, label: label())
  }
}
