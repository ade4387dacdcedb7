/// A scrollable region.
///
/// ```swift
/// ScrollView { VStack { ForEach(items) { Row(item: $0) } } }
/// ```
public struct ScrollView<Content: View> {
  let content: Content
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)
  {
    self.content = content()
  }
}

extension ScrollView: View, ContentContainer {
  public var body: Never { primitiveBody(Self.self) }
}
