#if !canImport(Charts)
  import Foundation
  import ViewGraph

  /// What an axis shows: marks, labels, grid lines and ticks. Nothing is drawn headlessly:
  /// an axis's content compiles and is kept, and a test reads the chart's marks instead.
  ///
  /// ```swift
  /// .chartXAxis { AxisMarks(values: .stride(by: .day)) { _ in AxisGridLine(); AxisValueLabel() } }
  /// ```
  public protocol AxisContent {}

  /// Builds an axis's content.
  @resultBuilder public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ content: C) -> any AxisContent { content }
    public static func buildBlock(_ content: any AxisContent...) -> AxisContentGroup { AxisContentGroup() }
    public static func buildOptional(_ content: AxisContentGroup?) -> AxisContentGroup { AxisContentGroup() }
    public static func buildEither(first: AxisContentGroup) -> AxisContentGroup { first }
    public static func buildEither(second: AxisContentGroup) -> AxisContentGroup { second }
    public static func buildArray(_ content: [AxisContentGroup]) -> AxisContentGroup { AxisContentGroup() }
    public static func buildLimitedAvailability(_ content: AxisContentGroup) -> AxisContentGroup { content }
  }

  /// Axis content built from several pieces.
  public struct AxisContentGroup: AxisContent {}

  /// Where an axis's marks go.
  public struct AxisMarkPosition: Sendable {
    let name: String
    public static let automatic = AxisMarkPosition(name: "automatic")
    public static let leading = AxisMarkPosition(name: "leading")
    public static let trailing = AxisMarkPosition(name: "trailing")
    public static let top = AxisMarkPosition(name: "top")
    public static let bottom = AxisMarkPosition(name: "bottom")
  }

  /// Which values an axis marks.
  public struct AxisMarkValues: Sendable {
    let name: String
    public static let automatic = AxisMarkValues(name: "automatic")
    public static func automatic(
      desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    )
      -> AxisMarkValues
    { AxisMarkValues(name: "automatic") }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil)
      -> AxisMarkValues
    { AxisMarkValues(name: "stride(by: \(component))") }
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
      -> AxisMarkValues
    { AxisMarkValues(name: "stride(by: \(step))") }
    public static func strideBy(_ step: Double) -> AxisMarkValues { .stride(by: step) }
    public static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues {
      AxisMarkValues(name: "values")
    }
  }

  /// The style of an axis's default marks.
  public struct AxisMarkPreset: Sendable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
  }

  /// One value an axis marks, as its content closure receives it.
  public struct AxisValue {
    let plotted: Any
    public let index: Int
    public let count: Int
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { plotted as? P }
  }

  /// An axis's marks: grid lines, ticks and labels at its values.
  public struct AxisMarks: AxisContent {
    public init(
      preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
      values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) {}

    public init(
      preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
      values: AxisMarkValues = .automatic,
      @AxisContentBuilder content: @escaping (AxisValue) -> AxisContentGroup
    ) {}

    public init<P: Plottable>(
      preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
      @AxisContentBuilder content: @escaping (AxisValue) -> AxisContentGroup
    ) {}
  }

  /// A value's label on an axis.
  public struct AxisValueLabel: AxisContent {
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, orientation: Any? = nil) {}
    public init<F: FormatStyle>(format: F, centered: Bool? = nil) where F.FormatInput: Plottable {}
    public init(format: Date.FormatStyle, centered: Bool? = nil) {}
    public init<V: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: () -> V) {}
    public init(_ titleKey: LocalizedStringKey) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S) {}
  }

  /// A value's grid line across the plot.
  public struct AxisGridLine: AxisContent {
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
  }

  /// A value's tick on the axis.
  public struct AxisTick: AxisContent {
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
  }

  extension AxisContent {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    public func font(_ font: Font?) -> Self { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
  }
#endif
