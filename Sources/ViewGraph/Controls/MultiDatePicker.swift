import Foundation

/// A control that picks several days through a binding to a set of date components, as in
/// SwiftUI: each day a user taps joins the set, or leaves it when it was in it.
///
/// A range (`in: start..<end`, `start...`, `..<end`) limits the days a user can pick; a
/// probe's `toggle(day:)` outside it records an issue.
///
/// ```swift
/// @State private var dates: Set<DateComponents> = []
/// var body: some View { MultiDatePicker("Dates Available", selection: $dates) }
/// ```
public struct MultiDatePicker<Label: View> {
  let label: Label
  let title: String?
  let selection: Binding<Set<DateComponents>>
  let bounds: Range<Date>?

  init(label: Label, title: String?, selection: Binding<Set<DateComponents>>, bounds: Range<Date>?) {
    self.label = label
    self.title = title
    self.selection = selection
    self.bounds = bounds
  }

  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    self.init(label: label(), title: nil, selection: selection, bounds: nil)
  }

  public init(
    selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, selection: selection, bounds: bounds)
  }

  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label(), title: nil, selection: selection, bounds: bounds.lowerBound..<Date.distantFuture)
  }

  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, selection: selection, bounds: Date.distantPast..<bounds.upperBound)
  }
}

extension MultiDatePicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(Text(titleKey), selection, nil)
  }

  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>)
  {
    self.init(Text(titleKey), selection, bounds)
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
  ) {
    self.init(Text(titleKey), selection, bounds.lowerBound..<Date.distantFuture)
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(Text(titleKey), selection, Date.distantPast..<bounds.upperBound)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(Text(title), selection, nil)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>)
  {
    self.init(Text(title), selection, bounds)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
  ) {
    self.init(Text(title), selection, bounds.lowerBound..<Date.distantFuture)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(Text(title), selection, Date.distantPast..<bounds.upperBound)
  }

  private init(_ label: Text, _ selection: Binding<Set<DateComponents>>, _ bounds: Range<Date>?) {
    self.init(label: label, title: label.string, selection: selection, bounds: bounds)
  }
}

extension MultiDatePicker: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension MultiDatePicker: PrimitiveView, ControlView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(label, key: .content) }
  var control: Control? { Control(kind: .multiDatePicker, title: title, .days(selection, bounds: bounds)) }
}
