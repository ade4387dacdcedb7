#if !canImport(Charts)
  import ViewGraph

  /// A chart: its marks, mounted as views a test finds and reads (S265).
  ///
  /// ```swift
  /// Chart(days) { day in BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps)) }
  /// ```
  public struct Chart<Content: View> {
    let content: Content

    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
  }

  extension Chart: View {
    public var body: some View { content }
  }

  extension Chart {
    public init<Data: RandomAccessCollection, C: ChartContent>(
      _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
      self.content = ForEach(data, content: content)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
      _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
      self.content = ForEach(data, id: id, content: content)
    }
  }
#endif
