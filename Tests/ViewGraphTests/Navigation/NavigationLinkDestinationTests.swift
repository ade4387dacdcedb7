import Testing
@_spi(Inspection) import ViewGraph

@Observable
private final class HabitStore {
  var count = 0
}

/// A habit's detail, pushed by a link, shown the count its parent passes.
private struct HabitDetail: View {
  let count: Int
  let add: () -> Void
  var body: some View {
    VStack {
      Text("Detail count \(count)")
      Button("Add") { add() }
    }
  }
}

private struct HabitList: View {
  let store: HabitStore
  var body: some View {
    NavigationStack {
      VStack {
        Text("Row count \(store.count)")
        NavigationLink("Open") { HabitDetail(count: store.count) { store.count += 1 } }
      }
    }
  }
}

/// A detail that owns a model in lazy `@State`, pushed again after going back.
@Observable
private final class TodoDraft {
  nonisolated(unsafe) static var made = 0
  var title = ""
  init() { TodoDraft.made += 1 }
}

private struct TodoDetail: View {
  @State private var draft = TodoDraft()
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Text("Title: \(draft.title)")
      Button("Type") { draft.title = "Milk" }
      Button("Back") { dismiss() }
    }
  }
}

private struct TodoList: View {
  var body: some View {
    NavigationStack {
      NavigationLink("New to-do") { TodoDetail() }
    }
  }
}

@MainActor
@Suite("S230–S231: a link's destination is part of its value")
struct NavigationLinkDestinationTests {
  @Test("S230: a pushed NavigationLink destination follows the parent's re-render")
  func pushedDestinationFollowsParent() {
    let store = HabitStore()
    let host = mount(HabitList(store: store))
    host.tap("Open")
    #expect(host.shows("Detail count 0"))
    host.tap("Add")
    #expect(host.shows("Row count 1"))
    #expect(host.shows("Detail count 1"))
    host.tap("Add")
    #expect(store.count == 2)
    #expect(host.shows("Detail count 2"))
  }

  @Test("S231: lazy @State gives a re-pushed screen a new model, not the previous screen's")
  func lazyStateOnRepush() {
    TodoDraft.made = 0
    let host = mount(TodoList(), .lazy)
    host.tap("New to-do")
    host.tap("Type")
    #expect(host.shows("Title: Milk"))
    host.tap("Back")
    host.tap("New to-do")
    #expect(host.shows("Title: "))
    #expect(TodoDraft.made == 2)
  }
}
