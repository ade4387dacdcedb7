/// A control that opens a URL through the environment's `openURL`, as in SwiftUI.
///
/// ```swift
/// Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
public struct Link<Label: View> {
  let label: Label
  let title: String?
  let destination: URL

  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.title = nil
    self.destination = destination
  }

}

extension Link: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    label = Text(titleKey)
    title = label.string
    self.destination = destination
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    label = Text(title)
    self.title = label.string
    self.destination = destination
  }
}

extension Link: PrimitiveView, ControlView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(label, key: .content) }
  var control: Control? { Control(kind: .link, title: title, .tap(.init(action: nil, url: destination))) }

  func control(in environment: EnvironmentValues) -> Control? {
    let (openURL, url) = (environment.openURL, destination)
    return Control(kind: .link, title: title, .tap(.init(action: { openURL(url) }, url: destination)))
  }
}
