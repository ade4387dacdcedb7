// Shows a summary while inactive and an editor while editing, as real settings screens do,
// with an EditButton in its toolbar (S97).
import ViewGraph

struct EditableProfileScreen: View {
  @Environment(\.editMode) private var editMode
  var body: some View {
    VStack {
      if editMode?.wrappedValue.isEditing == true {
        Text("Editor")
      } else {
        Text("Summary")
      }
    }
    .toolbar { EditButton() }
  }
}
