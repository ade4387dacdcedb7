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

extension ZStack: View, ContentContainer {
  public var body: Never { primitiveBody(Self.self) }
}
