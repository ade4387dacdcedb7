import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A model whose `$query` a view receives.
private final class Search: ObservableObject {
  @Published var query = ""
}

private struct Ticker: View {
  let ticks: PassthroughSubject<Int, Never>
  let log: Log
  @State private var last = 0
  var body: some View {
    Text("last \(last)")
      .onReceive(ticks) { value in
        last = value
        log.entries.append("tick \(value)")
      }
  }
}

private struct TickerHost: View {
  let ticks: PassthroughSubject<Int, Never>
  let log: Log
  @State private var shows = true
  var body: some View {
    VStack {
      if shows { Ticker(ticks: ticks, log: log) }
      Button("hide") { shows = false }
    }
  }
}

private struct QueryEcho: View {
  @ObservedObject var search: Search
  let log: Log
  var body: some View {
    VStack {
      TextField("Query", text: $search.query)
      Text("query \(search.query)")
    }
    .onReceive(search.$query) { log.entries.append("received \"\($0)\"") }
  }
}

/// Its action reads a `let` of the struct: only the latest body's action sees the new label.
private struct Labelled: View {
  let ticks: PassthroughSubject<Int, Never>
  let log: Log
  let label: String
  var body: some View {
    Text(label).onReceive(ticks) { log.entries.append("\(label) \($0)") }
  }
}

private struct LabelledHost: View {
  let ticks: PassthroughSubject<Int, Never>
  let log: Log
  @State private var label = "old"
  var body: some View {
    VStack {
      Labelled(ticks: ticks, log: log, label: label)
      Button("relabel") { label = "new" }
    }
  }
}

private struct Switching: View {
  let first: PassthroughSubject<Int, Never>
  let second: PassthroughSubject<Int, Never>
  let log: Log
  @State private var usesSecond = false
  var body: some View {
    Button("switch") { usesSecond = true }
      .onReceive(usesSecond ? second : first) {
        log.entries.append("\(usesSecond ? "second" : "first") \($0)")
      }
  }
}

@MainActor
@Suite("onReceive")
struct OnReceiveTests {
  @Test("S170: onReceive runs its action for each value while the view is mounted, none after it goes")
  func runsWhileMounted() {
    let ticks = PassthroughSubject<Int, Never>()
    let log = Log()
    let host = mount(TickerHost(ticks: ticks, log: log))
    ticks.send(1)
    ticks.send(2)
    #expect(log.entries == ["tick 1", "tick 2"])
    #expect(host.shows("last 2"))
    host.tap("hide")
    ticks.send(3)
    #expect(log.entries == ["tick 1", "tick 2"])
  }

  @Test("S170: each value runs the action of the view's latest body")
  func latestAction() {
    let ticks = PassthroughSubject<Int, Never>()
    let log = Log()
    let host = mount(LabelledHost(ticks: ticks, log: log))
    ticks.send(1)
    host.tap("relabel")
    ticks.send(2)
    #expect(log.entries == ["old 1", "new 2"])
  }

  @Test("S170: a publisher with a current value runs the action when the view appears")
  func currentValueOnAppear() {
    let search = Search()
    search.query = "swift"
    let log = Log()
    _ = mount(QueryEcho(search: search, log: log))
    #expect(log.entries == ["received \"swift\""])
  }

  @Test("S171: the same publisher keeps its subscription across updates; a new one replaces it")
  func keepsSubscriptionAcrossUpdates() {
    let search = Search()
    let log = Log()
    let host = mount(QueryEcho(search: search, log: log))
    host.setInput("Query", "a")
    host.setInput("Query", "ab")
    // Each update re-evaluates the body with `search.$query`: subscribing again would deliver
    // the current value once more per update.
    #expect(log.entries == ["received \"\"", "received \"a\"", "received \"ab\""])
    #expect(host.shows("query ab"))

    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let switchLog = Log()
    let switching = mount(Switching(first: first, second: second, log: switchLog))
    first.send(1)
    switching.tap("switch")
    first.send(2)
    second.send(3)
    #expect(switchLog.entries == ["first 1", "second 3"])
  }
}
