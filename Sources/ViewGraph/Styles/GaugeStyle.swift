/// A style that shows a gauge.
///
/// ViewGraph mounts `makeBody(configuration:)` in place of every gauge below
/// `.gaugeStyle(_:)` (S70); a built-in style is recorded.
///
/// ```swift
/// struct PercentGaugeStyle: GaugeStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Text("\(Int(configuration.value * 100)) %")
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// The view the style makes.
  associatedtype Body: View

  /// The gauge as this style shows it.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

  typealias Configuration = GaugeStyleConfiguration
}

/// What a `GaugeStyle` is given: where the value sits in the range, and the gauge's labels.
public struct GaugeStyleConfiguration {
  /// The gauge's label.
  public struct Label: GaugeLabelPart { let content: AnyView }
  /// The label of the current value.
  public struct CurrentValueLabel: GaugeLabelPart { let content: AnyView }
  /// The label of the least value.
  public struct MinimumValueLabel: GaugeLabelPart { let content: AnyView }
  /// The label of the greatest value.
  public struct MaximumValueLabel: GaugeLabelPart { let content: AnyView }
  /// The labels of marked values.
  public struct MarkedValueLabels: GaugeLabelPart { let content: AnyView }

  /// Where the value sits in the gauge's range, from 0 to 1.
  public var value: Double
  public var label: GaugeStyleConfiguration.Label
  public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
  public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
  public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
  public var markedValueLabels: GaugeStyleConfiguration.MarkedValueLabels

  /// The gauge in the default look: its labels, in order.
  struct DefaultBody: View, BuiltInCompositeView {
    let configuration: GaugeStyleConfiguration
    var body: some View {
      configuration.label
      configuration.currentValueLabel
      configuration.minimumValueLabel
      configuration.maximumValueLabel
      configuration.markedValueLabels
    }
  }
}

/// A part of a gauge handed to its style, shown as the view it was given.
protocol GaugeLabelPart {
  init(content: AnyView)
}

extension GaugeStyleConfiguration.Label: View, BuiltInCompositeView {
  public var body: AnyView { content }
}

extension GaugeStyleConfiguration.CurrentValueLabel: View, BuiltInCompositeView {
  public var body: AnyView { content }
}

extension GaugeStyleConfiguration.MinimumValueLabel: View, BuiltInCompositeView {
  public var body: AnyView { content }
}

extension GaugeStyleConfiguration.MaximumValueLabel: View, BuiltInCompositeView {
  public var body: AnyView { content }
}

extension GaugeStyleConfiguration.MarkedValueLabels: View, BuiltInCompositeView {
  public var body: AnyView { content }
}

extension GaugeStyle {
  /// Mounts this style's body for the control's configuration (S70, S197).
  func visitBody(_ configuration: GaugeStyleConfiguration, in visitor: inout ChildVisitor) {
    visitor.visitStyleBody(self, configuration) { AnyView($0.makeBody(configuration: $1)) }
  }
}

/// A built-in gauge style: the default look, recorded by name.
public struct DefaultGaugeStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension DefaultGaugeStyle: GaugeStyle {
  public func makeBody(configuration: Configuration) -> some View {
    GaugeStyleConfiguration.DefaultBody(configuration: configuration)
  }
}

public struct AccessoryCircularGaugeStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "accessoryCircular" }
}

extension AccessoryCircularGaugeStyle: GaugeStyle {
  public func makeBody(configuration: Configuration) -> some View {
    GaugeStyleConfiguration.DefaultBody(configuration: configuration)
  }
}

public struct AccessoryCircularCapacityGaugeStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "accessoryCircularCapacity" }
}

extension AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  public func makeBody(configuration: Configuration) -> some View {
    GaugeStyleConfiguration.DefaultBody(configuration: configuration)
  }
}

public struct AccessoryLinearGaugeStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "accessoryLinear" }
}

extension AccessoryLinearGaugeStyle: GaugeStyle {
  public func makeBody(configuration: Configuration) -> some View {
    GaugeStyleConfiguration.DefaultBody(configuration: configuration)
  }
}

public struct AccessoryLinearCapacityGaugeStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "accessoryLinearCapacity" }
}

extension AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  public func makeBody(configuration: Configuration) -> some View {
    GaugeStyleConfiguration.DefaultBody(configuration: configuration)
  }
}

public struct LinearCapacityGaugeStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "linearCapacity" }
}

extension LinearCapacityGaugeStyle: GaugeStyle {
  public func makeBody(configuration: Configuration) -> some View {
    GaugeStyleConfiguration.DefaultBody(configuration: configuration)
  }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension View {
  /// Gives the gauges below a style: a custom one is mounted in place of each (S70); a
  /// built-in one is recorded.
  ///
  /// ```swift
  /// Gauge(value: level) { Text("Level") }.gaugeStyle(.accessoryCircular)
  /// ```
  nonisolated public func gaugeStyle<S: GaugeStyle>(
    _ style: S
  ) -> ModifiedContent<ModifiedContent<Self, _StyleModifier>, _ControlStyleModifier<S>> {
    controlStyle("gaugeStyle", style, family: (any GaugeStyle).self)
  }
}
