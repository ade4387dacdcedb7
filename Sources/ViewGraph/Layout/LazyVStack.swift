/// A vertical stack that SwiftUI builds lazily; ViewGraph mounts every child.
///
/// ```swift
/// LazyVStack { ForEach(items) { Row(item: $0) } }
/// ```
public struct LazyVStack<Content: View> {
  let content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

extension LazyVStack: View, ContentContainer {
  public var body: Never { primitiveBody(Self.self) }
}
