#if !canImport(Charts)
  import Foundation
  import ViewGraph

  /// A mark with a chart modifier applied: the modifier's name and, for those that map data
  /// to a style (`foregroundStyle(by:)`, `position(by:)`, `symbol(by:)`), the value (S265).
  ///
  /// ```swift
  /// BarMark(x: .value("Day", day), y: .value("Steps", steps)).foregroundStyle(by: .value("Kind", kind))
  /// ```
  public struct ChartModifiedContent<Content: View>: ChartContent {
    let content: Content
    /// The modifier: `foregroundStyle(by:)`, `symbol(by:)`, `interpolationMethod(_:)`…
    @_spi(Inspection) public let modifier: String
    /// The value the modifier maps to a style, if it maps one.
    @_spi(Inspection) public let plotted: PlottedValue?

    public var body: some View { content }
  }

  /// Where a mark's annotation goes.
  public struct AnnotationPosition: Sendable {
    let name: String
    public static let automatic = AnnotationPosition(name: "automatic")
    public static let overlay = AnnotationPosition(name: "overlay")
    public static let top = AnnotationPosition(name: "top")
    public static let bottom = AnnotationPosition(name: "bottom")
    public static let leading = AnnotationPosition(name: "leading")
    public static let trailing = AnnotationPosition(name: "trailing")
    public static let topLeading = AnnotationPosition(name: "topLeading")
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
    public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
    public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
  }

  /// A point mark's symbol shape.
  public struct BasicChartSymbolShape: Sendable {
    let name: String
    public static let circle = BasicChartSymbolShape(name: "circle")
    public static let square = BasicChartSymbolShape(name: "square")
    public static let triangle = BasicChartSymbolShape(name: "triangle")
    public static let diamond = BasicChartSymbolShape(name: "diamond")
    public static let pentagon = BasicChartSymbolShape(name: "pentagon")
    public static let plus = BasicChartSymbolShape(name: "plus")
    public static let cross = BasicChartSymbolShape(name: "cross")
    public static let asterisk = BasicChartSymbolShape(name: "asterisk")
  }

  // Declared on views (a mark is one here), so they chain after `opacity` or `cornerRadius`.
  extension View {
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
      ChartModifiedContent(content: self, modifier: "foregroundStyle(by:)", plotted: value.plotted)
    }

    public func position<P: Plottable>(
      by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic
    )
      -> some ChartContent
    {
      ChartModifiedContent(content: self, modifier: "position(by:)", plotted: value.plotted)
    }

    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
      ChartModifiedContent(content: self, modifier: "symbol(by:)", plotted: value.plotted)
    }

    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
      ChartModifiedContent(content: self, modifier: "lineStyle(by:)", plotted: value.plotted)
    }

    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
      ChartModifiedContent(content: self, modifier: "symbolSize(by:)", plotted: value.plotted)
    }

    public func symbol(_ symbol: BasicChartSymbolShape) -> some ChartContent {
      ChartModifiedContent(content: self, modifier: "symbol(\(symbol.name))", plotted: nil)
    }

    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
      ChartModifiedContent(content: self, modifier: "symbol(_:)", plotted: nil)
    }

    public func symbolSize(_ size: CGFloat) -> some ChartContent {
      ChartModifiedContent(content: self, modifier: "symbolSize(\(size))", plotted: nil)
    }

    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle) -> some ChartContent {
      ChartModifiedContent(content: self, modifier: "cornerRadius(\(radius))", plotted: nil)
    }

    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
      ChartModifiedContent(content: self, modifier: "interpolationMethod(\(method.name))", plotted: nil)
    }

    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
      ChartModifiedContent(content: self, modifier: "lineStyle(_:)", plotted: nil)
    }

    /// Shows `content` beside the mark: mounted, so a test finds its text.
    public func annotation<C: View>(
      position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
      @ViewBuilder content: () -> C
    ) -> some ChartContent {
      ChartModifiedContent(
        content: TupleView((self, content())), modifier: "annotation(\(position.name))", plotted: nil)
    }
  }
#endif
