/// A vertically growing grid. ViewGraph mounts every cell (it does not model laziness or
/// layout), so each can be found and tapped.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 12) {
///   ForEach(photos) { PhotoCell(photo: $0) }
/// }
/// ```
public struct LazyVGrid<Content: View> {
  let content: Content
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

extension LazyVGrid: View, ContentContainer {
  public var body: Never { primitiveBody(Self.self) }
}
