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

// Its visit only reports its content: held by value when that is (InertContainer.swift).
extension VStack: View, ContentContainer, InertContainer {
  public var body: Never { primitiveBody(Self.self) }
}
