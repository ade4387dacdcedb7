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

extension EditButton: PrimitiveView, ControlView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
  var control: Control? { nil }

  // With no edit mode in its environment (outside a navigation stack, with none set) it
  // has nothing to toggle: no action, so a test's tap says so instead of passing (S97).
  func control(in environment: EnvironmentValues) -> Control? {
    let editMode = environment.editMode
    let isEditing = editMode?.wrappedValue.isEditing == true
    return Control(
      kind: .button, title: isEditing ? "Done" : "Edit",
      .tap(.init(action: editMode.map { mode in { mode.wrappedValue = isEditing ? .inactive : .active } })))
  }
}
