#if !canImport(Charts)
  import Foundation
  @_spi(Inspection) import ViewGraph

  /// A value a mark plots, with the label its axis and legend show.
  ///
  /// ```swift
  /// BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
  /// ```
  public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: Value

    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
      PlottableValue(label: label.string, value: value)
    }

    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
      PlottableValue(label: Text(label).string, value: value)
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
      PlottableValue(label: String(label), value: value)
    }

    var plotted: PlottedValue { PlottedValue(label: label, value: value) }
  }

  extension PlottableValue where Value == Date {
    /// A date binned by `unit` (a day, a month).
    public static func value(
      _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
      PlottableValue(label: Text(label).string, value: value)
    }

    @_disfavoredOverload
    public static func value<S: StringProtocol>(
      _ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> PlottableValue<Date> {
      PlottableValue(label: String(label), value: value)
    }
  }

  /// One value a mark plots, as a test reads it: its label and the value.
  ///
  /// ```swift
  /// #expect(bar.view.y?.description == "Steps: 4200")
  /// ```
  @_spi(Inspection)
  public struct PlottedValue: CustomStringConvertible, @unchecked Sendable {
    public let label: String
    public let value: Any

    public var description: String { "\(label): \(value)" }
  }
#endif
