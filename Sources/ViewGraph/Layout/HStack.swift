/// Arranges views horizontally.
///
/// ```swift
/// HStack { Text("Name"); Spacer(); Text(name) }
/// ```
public struct HStack<Content: View> {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension HStack: View, ContentContainer {
  public var body: Never { primitiveBody(Self.self) }
}
