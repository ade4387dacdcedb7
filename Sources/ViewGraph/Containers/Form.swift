/// A container for grouped controls, as in a settings screen.
///
/// ```swift
/// Form { Section("Profile") { TextField("Name", text: $name) } }
/// ```
public struct Form<Content: View> {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Form: View, ContentContainer {
  public var body: Never { primitiveBody(Self.self) }
}
