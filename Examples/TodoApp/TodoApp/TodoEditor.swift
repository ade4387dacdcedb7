import SwiftData
import SwiftUI

/// Edits one to-do in place: the list shows each change as it is made.
struct TodoEditor: View {
  @Bindable var todo: Todo
  @State private var newStep = ""

  var body: some View {
    Form {
      TextField("Title", text: $todo.title)
      Toggle("Done", isOn: $todo.isDone)
      Stepper("Priority \(todo.priority)", value: $todo.priority, in: 0...3)
      Section("Steps") {
        ForEach(todo.steps) { step in
          Text(step.text)
        }
        HStack {
          TextField("New step", text: $newStep)
          Button("Add step") {
            todo.steps.append(Step(text: newStep))
            newStep = ""
          }
        }
      }
    }
    .navigationTitle(todo.title)
  }
}
