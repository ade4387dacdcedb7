import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private enum Pane: Hashable {
  case inbox, archive
}

private struct Draft {
  var text = ""
}

/// A view whose state is of this file's private types, as apps declare it.
private struct Mailbox: View {
  @State private var pane: Pane = .inbox
  @State private var drafts: [Draft] = []
  @State private var draft: Draft?

  var body: some View {
    VStack {
      Text("pane \(pane == .inbox ? "inbox" : "archive"), \(drafts.count) drafts, \(draft?.text ?? "none")")
      Button("New") {
        drafts.append(Draft())
        draft = Draft(text: "hello")
        pane = .archive
      }
      Picker("Pane", selection: $pane) {
        Text("Inbox").tag(Pane.inbox)
        Text("Archive").tag(Pane.archive)
      }
    }
  }
}

@MainActor
@Suite("S253: @State of a private type")
struct PrivateStateTests {
  @Test("S253: a private @State of a private type is owned state: set, kept, read through $")
  func privateTypeState() throws {
    let host = mount(Mailbox())
    #expect(host.shows("pane inbox, 0 drafts, none"))
    host.tap("New")
    #expect(host.shows("pane archive, 1 drafts, hello"))
    host.tap("New")
    #expect(host.shows("pane archive, 2 drafts, hello"))
    let properties = try #require(host.root.descendants.first { $0.value is Mailbox }).properties
    #expect(properties.map(\.name) == ["pane", "drafts", "draft"])
    #expect(properties.allSatisfy { $0.ownership.isOwned })
  }

  @Test("S313: an untyped private @State of a private type is owned state, bound through $")
  func untypedPrivateTypeState() throws {
    let host = mount(Tabs())
    #expect(host.shows("home, 0 visits, note none"))
    host.tap("Visit")
    #expect(host.shows("away, 1 visits, note 1"))
    host.tap("Visit")
    #expect(host.shows("away, 2 visits, note 2"))
    let properties = try #require(host.root.descendants.first { $0.value is Tabs }).properties
    #expect(properties.map(\.name) == ["tab", "visits", "note", "count"])
    #expect(properties.allSatisfy { $0.ownership.isOwned })
  }

  @Test("S3: a private @State of an app type set in init with .init(initialValue:) starts there")
  func privateStateSetInInit() {
    let host = mount(TagChart(days: [Day(day: "3"), Day(day: "1"), Day(day: "2")]))
    #expect(host.shows("1,2,3"))
  }

  @Test("S313: an untyped private @State's value is made once per identity, as any private one")
  func untypedPrivateStateIsLazy() {
    Tabs.made = 0
    let host = mount(TabsParent(), .lazy)
    #expect(Tabs.made == 1)
    host.tap("Bump")
    #expect(host.shows("bumped 1"))
    #expect(Tabs.made == 1, "the parent's new Tabs value keeps the state: its value is not made again")
  }
}

/// Untyped private state, as iTour's main screen declares it: the type comes from the value.
private struct Tabs: View {
  nonisolated(unsafe) static var made = 0
  @State private var tab = Tab.home
  @State private var visits = [Visit]()
  @State fileprivate var note = Note.make()
  @State private var count = 0

  var body: some View {
    VStack {
      Text("\(tab == .home ? "home" : "away"), \(visits.count) visits, note \(note.text)")
      Button("Visit") {
        visits.append(Visit())
        tab = .away
        note = Note(text: "\(visits.count)")
        count += 1
      }
      Picker("Tab", selection: $tab) {
        Text("Home").tag(Tab.home)
      }
    }
  }
}

private enum Tab: Hashable {
  case home, away
}

private struct Visit {}

private struct Note {
  var text: String

  static func make() -> Note {
    Tabs.made += 1
    return Note(text: "none")
  }
}

private struct TabsParent: View {
  @State private var bumps = 0

  var body: some View {
    VStack {
      Text("bumped \(bumps)")
      Button("Bump") { bumps += 1 }
      Tabs()
    }
  }
}

/// IceCubesApp's `TagChartView` in its shape: the sorted history is set in `init` with an
/// implicit `.init(initialValue:)` and a closure the compiler gave up on before S3's fix.
private struct Day { let day: String }

private struct TagChart: View {
  @State private var sorted: [Day] = []

  init(days: [Day]) {
    _sorted = .init(
      initialValue: days.sorted {
        Int($0.day) ?? 0 < Int($1.day) ?? 0
      })
  }

  var body: some View { Text(sorted.map(\.day).joined(separator: ",")) }
}
