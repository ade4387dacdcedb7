/// A date picker style (recorded, not drawn).
///
/// ```swift
/// DatePicker("Due", selection: $due).datePickerStyle(.graphical)
/// ```
public protocol DatePickerStyle: _RecordedStyle {}

public struct DefaultDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

public struct CompactDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _styleName: String { "compact" }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

public struct GraphicalDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _styleName: String { "graphical" }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

public struct WheelDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _styleName: String { "wheel" }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

public struct FieldDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _styleName: String { "field" }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
  public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

public struct StepperFieldDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _styleName: String { "stepperField" }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
  public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension View {
  /// Sets the style of the date pickers below this view (recorded).
  nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> ModifiedContent<
    Self, _StyleModifier
  > {
    self.style("datePickerStyle", style._styleName)
  }
}
