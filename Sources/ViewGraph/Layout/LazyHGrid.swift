/// A horizontally growing grid; every cell is mounted.
///
/// ```swift
/// LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) { ForEach(tags, id: \.self) { Text($0) } }
/// ```
public struct LazyHGrid<Content: View> {
  let content: Content
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

extension LazyHGrid: View, ContentContainer {
  public var body: Never { primitiveBody(Self.self) }
}
