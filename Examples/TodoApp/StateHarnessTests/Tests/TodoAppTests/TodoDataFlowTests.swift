import Foundation
import StateHarness
import Testing

@testable import TodoApp

#if os(Linux)
  import ViewGraph
  import ViewGraphSwiftData
#else
  import SwiftData
  import SwiftUI
#endif

/// The app's SwiftData data flow, driven through its own screens: each test taps, types and
/// toggles as a user does, and reads the list the `@Query` shows.
@MainActor
struct TodoDataFlowTests {
  /// A container of the test's own, so the test can read the store behind the screen.
  private func makeContainer(url: URL? = nil) throws -> ModelContainer {
    let configuration =
      url.map { ModelConfiguration(url: $0) } ?? ModelConfiguration(isStoredInMemoryOnly: true)
    return try ModelContainer(for: Todo.self, Step.self, configurations: configuration)
  }

  private func titles<V: View>(_ harness: ParentHarness<V>) -> [String] {
    harness.findAll(TodoRow.self).map(\.view.todo.title)
  }

  private func add(_ title: String, to harness: ParentHarness<some View>) {
    harness.find(textField: "New to-do")?.setInput(title)
    harness.find(button: "Add")?.tap()
  }

  // snippet: insertShowsTheNewTodo
  @Test func insertingATodoShowsItInTheList() throws {
    let container = try makeContainer()
    let harness = ParentHarness { ContentView().modelContainer(container) }
    harness.expectReRenders([TodoList.self: 1, TodoRow.self: 1]) { add("Buy milk", to: harness) }
    #expect(titles(harness) == ["Buy milk"])
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Todo>()) == 1)
  }
  // snippet end

  @Test func editingInTheEditorUpdatesTheList() throws {
    let container = try makeContainer()
    let harness = ParentHarness { ContentView().modelContainer(container) }
    add("Buy milk", to: harness)
    harness.find(navigationLink: "Buy milk")?.tap()
    harness.find(textField: "Title")?.setInput("Buy oat milk")
    harness.find(toggle: "Done")?.tap()
    let todo = try #require(try container.mainContext.fetch(FetchDescriptor<Todo>()).first)
    #expect(todo.title == "Buy oat milk")
    #expect(todo.isDone)
    #expect(titles(harness) == ["Buy oat milk"])
  }

  @Test func deletingATodoDeletesItsSteps() throws {
    let container = try makeContainer()
    let harness = ParentHarness { ContentView().modelContainer(container) }
    add("Pack", to: harness)
    add("Travel", to: harness)
    harness.find(navigationLink: "Pack")?.tap()
    for step in ["Passport", "Charger"] {
      harness.find(textField: "New step")?.setInput(step)
      harness.find(button: "Add step")?.tap()
    }
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Step>()) == 2)
    harness.navigateBack()
    harness.find(button: "Delete Pack")?.tap()
    #expect(titles(harness) == ["Travel"])
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Step>()) == 0)
    try container.mainContext.save()
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Todo>()) == 1)
  }

  @Test func theSortToggleOrdersByPriority() throws {
    let container = try makeContainer()
    let start = Date(timeIntervalSince1970: 0)
    for (offset, (title, priority)) in [("Email", 1), ("Taxes", 3), ("Plants", 2)].enumerated() {
      container.mainContext.insert(
        Todo(title: title, priority: priority, createdAt: start.addingTimeInterval(Double(offset))))
    }
    let harness = ParentHarness { ContentView().modelContainer(container) }
    #expect(titles(harness) == ["Email", "Taxes", "Plants"])
    harness.find(toggle: "Sort by priority")?.tap()
    #expect(titles(harness) == ["Taxes", "Plants", "Email"])
  }

  @Test func theFilterToggleHidesDoneTodosAndFollowsEdits() throws {
    let container = try makeContainer()
    let harness = ParentHarness { ContentView().modelContainer(container) }
    add("Email", to: harness)
    add("Taxes", to: harness)
    harness.find(toggle: "Hide done")?.tap()
    #expect(titles(harness) == ["Email", "Taxes"])
    let taxes = try #require(
      try container.mainContext.fetch(FetchDescriptor<Todo>(predicate: #Predicate { $0.title == "Taxes" }))
        .first)
    taxes.isDone = true
    #expect(titles(harness) == ["Email"])
  }

  @Test func aRelaunchOnTheSameStoreFindsTheTodos() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("todos-\(UUID()).store")
    let first = ParentHarness { ContentView().modelContainer(try! makeContainer(url: url)) }
    add("Buy milk", to: first)
    first.unmount()
    let second = ParentHarness { ContentView().modelContainer(try! makeContainer(url: url)) }
    #expect(titles(second) == ["Buy milk"])
  }

  @Test func theAppFindsWhatItSavedAfterARelaunch() {
    let first = ParentHarness(app: TodoApp())
    #expect(titles(first).isEmpty)
    add("Buy milk", to: first)
    first.unmount()
    let second = ParentHarness(app: TodoApp())
    #expect(titles(second) == ["Buy milk"])
  }
}
