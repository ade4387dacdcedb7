/// Overlays views.
///
/// ```swift
/// ZStack { Color.black; Text("On top") }
/// ```
public struct ZStack<Content: View> {
  let alignment: Alignment
  let content: Content
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

// Its visit only reports its content: held by value when that is (InertContainer.swift).
extension ZStack: View, ContentContainer, InertContainer {
  public var body: Never { primitiveBody(Self.self) }
}
