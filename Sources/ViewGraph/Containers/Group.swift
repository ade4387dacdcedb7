/// Groups views without layout; modifiers applied to it apply to each.
///
/// ```swift
/// Group { if isLoading { ProgressView() } else { content } }
/// ```
public struct Group<Content: View> {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: View, ContentContainer {
  public var body: Never { primitiveBody(Self.self) }
}
