// SwiftUI's Stepper takes its label as a LocalizedStringResource
// (`Stepper(.count, value: $count, in: 1...10)`).
extension Stepper where Label == Text {
  /// A stepper over `value` whose label is the resource's translation, else its default value.
  ///
  /// ```swift
  /// Stepper(LocalizedStringResource("Sets"), value: $sets, step: 1)
  /// ```
  @_disfavoredOverload
  public init<V: Strideable>(
    _ titleResource: LocalizedStringResource, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    let title = String(localized: titleResource)
    self.init(value: value, in: nil, step: step, title: title, label: Text(title))
  }

  /// A stepper over `value` within `bounds` whose label is the resource's translation.
  ///
  /// ```swift
  /// Stepper(LocalizedStringResource("Sets"), value: $sets, in: 1...10)
  /// ```
  @_disfavoredOverload
  public init<V: Strideable>(
    _ titleResource: LocalizedStringResource, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    let title = String(localized: titleResource)
    self.init(value: value, in: bounds, step: step, title: title, label: Text(title))
  }
}
