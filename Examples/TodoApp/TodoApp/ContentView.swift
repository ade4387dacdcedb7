import SwiftData
import SwiftUI

/// The screen: what to show and in which order, and the list that shows it.
struct ContentView: View {
  @State private var hidesDone = false
  @State private var sortsByPriority = false

  var body: some View {
    NavigationStack {
      VStack {
        Toggle("Hide done", isOn: $hidesDone)
        Toggle("Sort by priority", isOn: $sortsByPriority)
        TodoList(todos: query)
      }
      .navigationTitle("To-dos")
    }
  }

  /// The list's query, chosen here and passed down as the list's storage.
  private var query: Query<Todo, [Todo]> {
    let filter: Predicate<Todo>? = hidesDone ? #Predicate { !$0.isDone } : nil
    if sortsByPriority {
      return Query(filter: filter, sort: \.priority, order: .reverse)
    }
    return Query(filter: filter, sort: \.createdAt)
  }
}

#Preview {
  ContentView()
    .modelContainer(for: [Todo.self, Step.self], inMemory: true)
}
