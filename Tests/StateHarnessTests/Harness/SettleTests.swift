import StateHarness
import Testing
@_spi(Inspection) import ViewGraph

// Screens that load in .task, search in .task(id:) and refresh in .refreshable: the
// shapes settle() and refresh() serve. The work awaits real suspension points (yields),
// so a test that did not wait would see the old state.

@MainActor
@Observable
final class Feed {
  var posts: [String] = []
  var loads = 0

  /// Stands for a network call: several hops before the result arrives.
  func load(prefix: String = "post") async {
    for _ in 0..<5 { await Task.yield() }
    loads += 1
    posts = (1...3).map { "\(prefix) \($0) #\(loads)" }
  }
}

private struct FeedScreen: View {
  @State private var feed = Feed()
  var body: some View {
    List {
      ForEach(feed.posts, id: \.self) { Text($0) }
    }
    .task { await feed.load() }
    .refreshable { await feed.load() }
    Text("\(feed.posts.count) posts")
  }
}

private struct TwoFeeds: View {
  var body: some View {
    VStack {
      FeedScreen()
      FeedScreen()
    }
  }
}

private struct SearchScreen: View {
  @State private var feed = Feed()
  @State private var query = "swift"
  var body: some View {
    VStack {
      TextField("Search", text: $query)
      ForEach(feed.posts, id: \.self) { Text($0) }
    }
    .task(id: query) { await feed.load(prefix: query) }
  }
}

private struct StuckScreen: View {
  var body: some View {
    Text("waiting")
      .task(id: "forever") {
        // Wrong on purpose: never finishes on its own.
        try? await Task.sleep(for: .seconds(3_600))
      }
  }
}

private struct NoRefresh: View {
  var body: some View { Text("static") }
}

@MainActor
// Parallel tests share the main actor: under ThreadSanitizer the whole suite's work is
// queued ahead of these tasks' hops, so the default 5 s can pass before a load is done.
@Suite("Async work: settle() and refresh()", .stateHarness(settleTimeout: .seconds(60)))
struct SettleTests {
  @Test("settle() waits for a .task load and applies its updates")
  func settlesATaskLoad() async {
    let harness = ParentHarness { FeedScreen() }
    #expect(harness.contains(text: "0 posts"))
    await harness.settle()
    #expect(harness.contains(text: "3 posts"))
    #expect(harness.contains(text: "post 1 #1"))
  }

  @Test("settle() after an id change waits for the restarted .task(id:), not the cancelled one")
  func settlesARestartedTask() async {
    let harness = ParentHarness { SearchScreen() }
    await harness.settle()
    #expect(harness.contains(text: "swift 1 #1"))
    harness.find(textField: "Search")?.setInput("ui")
    await harness.settle()
    #expect(harness.contains(text: "ui 1 #2"))
    #expect(!harness.contains(text: "swift 1 #1"))
  }

  @Test("refresh() runs the .refreshable action above a view and applies its updates")
  func refreshes() async {
    let harness = ParentHarness { FeedScreen() }
    await harness.settle()
    await harness.find(text: "post 1 #1")?.refresh()
    #expect(harness.contains(text: "post 1 #2"))
  }

  @Test("refresh() on a screen whose list is .refreshable pulls that list")
  func refreshesTheScreensList() async {
    let harness = ParentHarness { FeedScreen() }
    await harness.settle()
    await harness.find(FeedScreen.self)?.refresh()
    #expect(harness.contains(text: "post 1 #2"))
  }

  @Test("refresh() on a view holding two refreshable lists records one issue naming both")
  func refreshIsAmbiguous() async {
    let harness = ParentHarness { TwoFeeds() }
    await harness.settle()
    let issues = await recordedIssueDetails { await harness.find(TwoFeeds.self)?.refresh() }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "refresh(): TwoFeeds holds 2 refreshable parts; which one to pull is a guess\n  refreshable at: ")
        == true)
    #expect(
      issues.first?.message.hasSuffix(
        "Fix: find the view inside the part to refresh (a row's text, the list) and refresh that.") == true)
  }

  @Test("settle() records one issue naming each task still running when it times out")
  func timesOut() async {
    let harness = ParentHarness { StuckScreen() }
    await expectRecorded(
      """
      settle(): 1 task still running after 0.02 seconds
        StuckScreen: .task(id: "forever") at SettleTests.swift:59
        Fix: make the task's work finish in the test (inject a stub client, a test clock), or pass a longer timeout.
      """
    ) {
      await harness.settle(timeout: .milliseconds(20))
    }
    #expect(await recordedIssues { await harness.settle(timeout: .milliseconds(5)) } == 1)
  }

  @Test("a task the harness closure adds to a screen is named after the screen, not ModifiedContent<…>")
  func timeoutNamesTheScreen() async {
    let harness = ParentHarness { Screen().task { try? await Task.sleep(for: .seconds(60)) } }
    let line = #line - 1
    await expectRecorded(
      """
      settle(): 1 task still running after 0.02 seconds
        Screen: .task at SettleTests.swift:\(line)
        Fix: make the task's work finish in the test (inject a stub client, a test clock), or pass a longer timeout.
      """
    ) {
      await harness.settle(timeout: .milliseconds(20))
    }
    harness.unmount()
  }

  @Test("refresh() on a view with no .refreshable above it records an issue")
  func refreshWithoutAction() async {
    let harness = ParentHarness { NoRefresh() }
    let line = #line + 1
    let issues = await recordedIssueDetails { await harness.find(text: "static")?.refresh() }
    #expect(
      issues.map(\.message) == [
        """
        refresh(): Text "static" cannot refresh: no .refreshable is above it or inside it
          at: NoRefresh > Text
          Fix: add .refreshable { … } to the list that shows the content, as the app does.
        """
      ])
    #expect(issues.map(\.line) == [line])
  }
}

/// Two onChange handlers that keep writing each other's state: the update never settles.
struct PingPong: View {
  @State var ping = 0
  @State var pong = 0
  var body: some View {
    Button("Serve") { ping += 1 }
      .onChange(of: ping) { pong += 1 }
      .onChange(of: pong) { ping += 1 }
  }
}

@MainActor
@Suite("Updates that never settle")
struct UnsettledUpdateTests {
  @Test("the warning names the app's view whose handlers loop, not ModifiedContent<…>")
  func namesTheView() {
    let harness = ParentHarness(runtimeWarnings: .collect) { PingPong() }
    harness.find(button: "Serve")?.tap()
    let warning = harness.runtimeWarnings.first { $0.kind == .updateDidNotSettle }
    #expect(warning?.message.contains("update rounds (PingPong);") == true, "\(warning?.message ?? "none")")
  }
}
