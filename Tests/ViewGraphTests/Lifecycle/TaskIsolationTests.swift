import Testing
@_spi(Inspection) import ViewGraph

// MARK: - S54: .task inherits the view's main actor

@MainActor
final class MainActorLoader {
  var loaded = false
  func load() { loaded = true }
}

private struct LoadsInTask: View {
  let loader: MainActorLoader
  @State var query = "a"
  var body: some View {
    // Compiles only when the action inherits the main actor: `load()` is not awaited.
    Text("results").task { loader.load() }
    Text("search").task(id: query, priority: .low) { loader.load() }
  }
}

@MainActor
@Suite("S54: .task inherits the view's main actor")
struct TaskIsolationTests {
  @Test("S54: a .task action written in a view runs on the main actor")
  func taskRunsOnMainActor() async {
    let loader = MainActorLoader()
    let host = mount(LoadsInTask(loader: loader))
    for _ in 0..<1_000 where !loader.loaded { await Task.yield() }
    #expect(loader.loaded)
    host.unmount()
  }
}
