/// A control that picks a value from a range through a binding, as in SwiftUI.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
/// Slider(value: $brightness) {
///   Text("Brightness")
/// } minimumValueLabel: { Image(systemName: "sun.min") } maximumValueLabel: { Image(systemName: "sun.max") }
/// ```
public struct Slider<Label: View, ValueLabel: View> {
  let label: Label
  let minimumValueLabel: ValueLabel
  let maximumValueLabel: ValueLabel
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    self.value = Binding(converting: value, get: { Double($0) }, set: { V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.map { Double($0) }
  }

  /// A slider with labels for its least and greatest values.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel())
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel())
  }
}

extension Slider {
  /// A slider with value labels given as views and the label last (the iOS 13 form).
  ///
  /// ```swift
  /// Slider(value: $volume, in: 0...100, minimumValueLabel: Text("0%"), maximumValueLabel: Text("100%")) {
  ///   Text("Volume")
  /// }
  /// ```
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel,
      maximumValueLabel: maximumValueLabel)
  }

  /// A stepped slider with value labels given as views and the label last (the iOS 13 form).
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)"
  )
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel,
      maximumValueLabel: maximumValueLabel)
  }
}

extension Slider {
  /// A slider with a neutral value and a range of selectable values (iOS 26); a test can set
  /// it only to values in `enabledBounds` (S317).
  ///
  /// ```swift
  /// Slider(value: $offset, in: -180...180, neutralValue: 0) {
  ///   Text("Offset")
  /// } minimumValueLabel: { Text("-6mo") } maximumValueLabel: { Text("+6mo") }
  /// Slider(value: $balance, in: -1...1, neutralValue: 0) { Text("Balance") }   // no value labels
  /// ```
  ///
  /// Apple's page gives the value labels defaults of `{ EmptyView() }`; here those defaults
  /// are on the form below, where `ValueLabel` is `EmptyView` (S317).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: enabledBounds.map { $0.clamped(to: bounds) } ?? bounds, step: nil, label: label(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a neutral value and no value labels (iOS 26).
  ///
  /// ```swift
  /// Slider(value: $balance, in: -1...1, neutralValue: 0) { Text("Balance") }
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, neutralValue: neutralValue, enabledBounds: enabledBounds, label: label,
      currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() },
      maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
  }
}

extension Slider: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Slider where ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView())
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with its label first and an editing callback (iOS 13's trailing-closure order).
  ///
  /// ```swift
  /// Slider(value: $speed, in: 0...2, step: 0.25) { Text("Speed") } onEditingChanged: { editing = $0 }
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView())
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView())
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      EmptyView()
    }
  }
}

extension Slider: PrimitiveView, ControlView {
  // The value labels are not mounted: they are decoration, and their texts would join the
  // label's in the title a test finds the slider by.
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(label, key: .content) }
  var control: Control? { Control(kind: .slider, title: nil, .slider(value, bounds: bounds)) }
}
