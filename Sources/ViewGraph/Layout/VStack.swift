/// Arranges views vertically. ViewGraph keeps the children and their identities; layout
/// arguments type-check and are ignored.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 8) { Text("Title"); Text("Subtitle") }
/// ```
public struct VStack<Content: View> {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension VStack: View, ContentContainer {
  public var body: Never { primitiveBody(Self.self) }
}
