/// A horizontal stack that SwiftUI builds lazily; ViewGraph mounts every child.
///
/// ```swift
/// LazyHStack { ForEach(tags, id: \.self) { Text($0) } }
/// ```
public struct LazyHStack<Content: View> {
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

// Its visit only reports its content: held by value when that is (InertContainer.swift).
extension LazyHStack: View, ContentContainer, InertContainer {
  public var body: Never { primitiveBody(Self.self) }
}
