/// A control that edits a `Date` through a binding, as in SwiftUI.
///
/// ```swift
/// DatePicker("Due", selection: $dueDate, displayedComponents: .date)
/// ```
public struct DatePicker<Label: View> {
  let label: Label
  let title: String?
  let selection: Binding<Date>

  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.title = nil
    self.selection = selection
  }

  public typealias Components = DatePickerComponents
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
    label = Text(titleKey)
    title = label.string
    self.selection = selection
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(titleKey, selection: selection, displayedComponents: displayedComponents)
  }
}

extension DatePicker: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(label, key: .content) }
  var control: Control? { Control(kind: .datePicker, title: title, date: selection) }
}
