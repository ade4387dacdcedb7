/// A control that edits a `Date` through a binding, as in SwiftUI.
///
/// A range (`in: Date()...`) limits the dates a user can pick; a probe's `select(date:)`
/// outside it records an issue.
///
/// ```swift
/// DatePicker("Due", selection: $dueDate, in: Date()..., displayedComponents: .date)
/// ```
public struct DatePicker<Label: View> {
  let label: Label
  let title: String?
  let selection: Binding<Date>
  let range: ClosedRange<Date>?

  public typealias Components = DatePickerComponents

  init(label: Label, title: String?, selection: Binding<Date>, range: ClosedRange<Date>?) {
    self.label = label
    self.title = title
    self.selection = selection
    self.range = range
  }

  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, selection: selection, range: nil)
  }

  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, selection: selection, range: range)
  }

  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, selection: selection, range: range.lowerBound...Date.distantFuture)
  }

  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: nil, selection: selection, range: Date.distantPast...range.upperBound)
  }
}

extension DatePicker: View {
  public var body: Never { primitiveBody(Self.self) }
}

/// Which parts of the date a `DatePicker` edits (type-checks; not drawn).
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  public static let date = DatePickerComponents(rawValue: 2)
}

extension DatePicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(Text(titleKey), selection, nil)
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(Text(titleKey), selection, range)
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(Text(titleKey), selection, range.lowerBound...Date.distantFuture)
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(Text(titleKey), selection, Date.distantPast...range.upperBound)
  }

  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(Text(title), selection, nil)
  }

  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(Text(title), selection, range)
  }

  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(Text(title), selection, range.lowerBound...Date.distantFuture)
  }

  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(Text(title), selection, Date.distantPast...range.upperBound)
  }

  private init(_ label: Text, _ selection: Binding<Date>, _ range: ClosedRange<Date>?) {
    self.init(label: label, title: label.string, selection: selection, range: range)
  }
}

extension DatePicker: PrimitiveView, ControlView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(label, key: .content) }
  var control: Control? { Control(kind: .datePicker, title: title, .date(selection, range: range)) }
}
