#if !canImport(Charts)
  import Foundation
  import ViewGraph

  // A chart's axes, scales, legend and plot style: accepted, and they change nothing a test
  // reads (nothing is drawn). An overlay or background is mounted, with a proxy that
  // answers no positions (``ChartProxy``).
  extension View {
    public func chartXAxis(_ visibility: Visibility) -> some View { self }
    public func chartYAxis(_ visibility: Visibility) -> some View { self }
    public func chartXAxis(@AxisContentBuilder content: () -> AxisContentGroup) -> some View { self }
    public func chartYAxis(@AxisContentBuilder content: () -> AxisContentGroup) -> some View { self }

    public func chartXAxisLabel(
      _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
      spacing: CGFloat? = nil
    ) -> some View { self }

    public func chartYAxisLabel(
      _ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
      spacing: CGFloat? = nil
    ) -> some View { self }

    public func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View { self }
    public func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View { self }
    public func chartXScale<D: ScaleDomain, R: ScaleRange>(domain: D, range: R, type: ScaleType? = nil)
      -> some View
    {
      self
    }
    public func chartYScale<D: ScaleDomain, R: ScaleRange>(domain: D, range: R, type: ScaleType? = nil)
      -> some View
    {
      self
    }
    public func chartXScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View { self }
    public func chartYScale<R: ScaleRange>(range: R, type: ScaleType? = nil) -> some View { self }

    public func chartLegend(_ visibility: Visibility) -> some View { self }
    public func chartLegend(
      position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    )
      -> some View
    { self }

    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>)
      -> some View
    {
      self
    }
    public func chartForegroundStyleScale<D: ScaleDomain, R: ScaleRange>(domain: D, range: R) -> some View {
      self
    }
    public func chartForegroundStyleScale<D: ScaleDomain, S: ShapeStyle>(domain: D, range: [S]) -> some View {
      self
    }

    public func chartPlotStyle<V: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> V) -> some View
    { self }

    public func chartOverlay<V: View>(
      alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    )
      -> some View
    { overlay(alignment: alignment) { content(ChartProxy()) } }

    public func chartBackground<V: View>(
      alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    ) -> some View { background(alignment: alignment) { content(ChartProxy()) } }

    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    public func chartXVisibleDomain<P: Plottable>(length: P) -> some View { self }
    public func chartYVisibleDomain<P: Plottable>(length: P) -> some View { self }
  }

  /// The plot area a `chartPlotStyle` closure styles.
  public struct ChartPlotContent: View {
    public var body: some View { EmptyView() }
  }
#endif
