/// A multi-line text editor bound to a `String`, as in SwiftUI.
///
/// ```swift
/// TextEditor(text: $notes)
/// ```
public struct TextEditor {
  let text: Binding<String>

  public init(text: Binding<String>) { self.text = text }

}

extension TextEditor: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension TextEditor: PrimitiveView, ControlView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
  var control: Control? { Control(kind: .textEditor, title: nil, .text(.init(text: text))) }
}
