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

// Its visit only reports its content: held by value when that is (InertContainer.swift).
extension HStack: View, ContentContainer, InertContainer {
  public var body: Never { primitiveBody(Self.self) }
}
