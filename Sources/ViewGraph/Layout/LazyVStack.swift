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

// Its visit only reports its content: held by value when that is (InertContainer.swift).
extension LazyVStack: View, ContentContainer, InertContainer {
  public var body: Never { primitiveBody(Self.self) }
}
