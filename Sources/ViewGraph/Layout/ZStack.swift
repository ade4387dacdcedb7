/// Overlays views.
///
/// ```swift
/// ZStack { Color.black; Text("On top") }
/// ```
public struct ZStack<Content: View>: View, ContentContainer {
  let alignment: Alignment
  let content: Content
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  public var body: Never { primitiveBody(Self.self) }
}
