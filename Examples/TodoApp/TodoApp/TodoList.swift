import SwiftData
import SwiftUI

/// The to-dos, a field to add one, and a way to delete each.
struct TodoList: View {
  @Query(sort: \.createdAt) var todos: [Todo]
  @Environment(\.modelContext) private var modelContext
  @State private var newTitle = ""

  var body: some View {
    List {
      HStack {
        TextField("New to-do", text: $newTitle)
        Button("Add", action: add)
      }
      ForEach(todos) { todo in
        TodoRow(todo: todo)
      }
    }
  }

  private func add() {
    guard !newTitle.isEmpty else { return }
    modelContext.insert(Todo(title: newTitle))
    newTitle = ""
  }
}

/// One to-do: a link to its editor, and a button that deletes it (and, by the cascade
/// rule, its steps).
struct TodoRow: View {
  let todo: Todo
  @Environment(\.modelContext) private var modelContext

  var body: some View {
    HStack {
      NavigationLink(todo.title) {
        TodoEditor(todo: todo)
      }
      Button("Delete \(todo.title)") {
        modelContext.delete(todo)
      }
    }
  }
}
