#if !canImport(Charts)
  import ViewGraph

  /// What a chart shows: marks, and groups of them (`ForEach`, `if`). Here a chart's content
  /// is views, mounted under the ``Chart`` so a test finds each mark and reads its values.
  ///
  /// ```swift
  /// struct Goal: ChartContent {
  ///   var body: some ChartContent { RuleMark(y: .value("Goal", 10_000)) }
  /// }
  /// ```
  public protocol ChartContent: View {}

  /// Builds a chart's content from marks, as `ViewBuilder` builds views.
  public typealias ChartContentBuilder = ViewBuilder

  extension TupleView: ChartContent {}
  extension ForEach: ChartContent where Content: ChartContent {}
  extension _ConditionalContent: ChartContent where TrueContent: ChartContent, FalseContent: ChartContent {}
  extension Optional: ChartContent where Wrapped: ChartContent {}
  extension EmptyView: ChartContent {}
#endif
