/// A button that toggles the environment's edit mode, titled "Edit" or "Done"; a test
/// finds it by that title and taps it.
///
/// ```swift
/// .toolbar { EditButton() }
/// ```
public struct EditButton {
  public init() {}
}

extension EditButton: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension EditButton: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
  var control: Control? { nil }

  func control(in environment: EnvironmentValues) -> Control? {
    let editMode = environment.editMode
    let isEditing = editMode?.wrappedValue == .active
    return Control(
      kind: .button, title: isEditing ? "Done" : "Edit",
      action: { editMode?.wrappedValue = isEditing ? .inactive : .active })
  }
}
