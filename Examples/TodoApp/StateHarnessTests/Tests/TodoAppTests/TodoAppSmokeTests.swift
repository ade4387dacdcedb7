import StateHarness
import Testing

@testable import TodoApp

#if os(Linux)
  import ViewGraphSwiftData
#else
  import SwiftData
#endif

// Written once by viewgraph-compat init; yours from now on.
//
// Each test mounts first in a child process: a trap in the app's own code (a model's
// fatalError, a resource it cannot find) fails that test with the trap's message, and the
// rest of the run goes on. Then it mounts here, where a runtime warning SwiftUI would print
// fails it at the harness call.
@MainActor
struct TodoAppSmokeTests {
  /// The app's first window mounts from its own composition root (the App's @State and
  /// @StateObject, its WindowGroup's injections) without a trap or a runtime warning.
  @Test func appMountsWithoutRuntimeWarnings() async {
    let launched = await #expect(processExitsWith: .success) {
      await TrapCheck.mount(app: TodoApp.self)
    }
    guard launched != nil else {
      let trap = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await TrapCheck.mount(app: TodoApp.self)
      }
      TrapCheck.record(trap, mounting: "TodoApp")
      return
    }
    let harness = ParentHarness(app: TodoApp())
    harness.reRender()
  }

  /// Every #Preview of the app mounts without a trap, a runtime warning or an ownership
  /// mistake the audit sees.
  @Test func everyPreviewMounts() async {
    let launched = await #expect(processExitsWith: .success) {
      await TrapCheck.mountPreviews(in: "TodoApp")
    }
    guard launched != nil else {
      let trap = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await TrapCheck.mountPreviews(in: "TodoApp")
      }
      TrapCheck.record(trap, mounting: "a #Preview of TodoApp")
      return
    }
    expectPreviewsMount(in: "TodoApp")
  }

  /// `ContentView()` mounts: no trap, no runtime warning, and its body runs.
  /// With what the App gives its screens: a model container (in memory here).
  @Test func contentViewMounts() async {
    let launched = await #expect(processExitsWith: .success) {
      await TrapCheck.mount { ContentView().modelContainer(for: [Todo.self, Step.self], inMemory: true) }
    }
    guard launched != nil else {
      let trap = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await TrapCheck.mount { ContentView().modelContainer(for: [Todo.self, Step.self], inMemory: true) }
      }
      TrapCheck.record(trap, mounting: "ContentView")
      return
    }
    let harness = ParentHarness { ContentView().modelContainer(for: [Todo.self, Step.self], inMemory: true) }
    #expect(harness.bodyEvaluations(of: ContentView.self) >= 1, "ContentView's body never ran")
  }

  /// `TodoList()` mounts: no trap, no runtime warning, and its body runs.
  /// With what the App gives its screens: a model container (in memory here).
  @Test func todoListMounts() async {
    let launched = await #expect(processExitsWith: .success) {
      await TrapCheck.mount { TodoList().modelContainer(for: [Todo.self, Step.self], inMemory: true) }
    }
    guard launched != nil else {
      let trap = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await TrapCheck.mount { TodoList().modelContainer(for: [Todo.self, Step.self], inMemory: true) }
      }
      TrapCheck.record(trap, mounting: "TodoList")
      return
    }
    let harness = ParentHarness { TodoList().modelContainer(for: [Todo.self, Step.self], inMemory: true) }
    #expect(harness.bodyEvaluations(of: TodoList.self) >= 1, "TodoList's body never ran")
  }
}
