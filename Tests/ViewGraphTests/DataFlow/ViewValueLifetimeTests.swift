import Testing
@_spi(Inspection) import ViewGraph

// MARK: - S53: closures that outlive the view

@MainActor
final class DraftLog {
  var entries: [String] = []
  var later: (@MainActor () -> String)?
}

private struct DraftEditor: View {
  let log: DraftLog
  @State var draft = "first"
  @StateObject var session = EditingSession()
  var body: some View {
    Button("Edit") {
      draft = "second"
      // Stands for a Task that finishes after the view left.
      log.later = { draft + " " + session.name }
    }
    .onDisappear { log.entries.append("saved \(draft)") }
  }
}

final class EditingSession: ObservableObject {
  var name = "session"
}

private struct DraftScreen: View {
  let log: DraftLog
  @State var isEditing = true
  var body: some View {
    VStack {
      if isEditing { DraftEditor(log: log) }
      Button("Close") { isEditing = false }
    }
  }
}

// MARK: - S56: update() of custom dynamic properties

// Not main-actor bound: SwiftUI's `update()` is nonisolated.
final class UpdateCounter {
  var count = 0
}

struct CountsUpdates: DynamicProperty {
  let counter: UpdateCounter
  @State var seen = 0
  mutating func update() { counter.count += 1 }
}

private struct HoldsInLet: View {
  let updates: CountsUpdates
  @State var taps = 0
  var body: some View { Button("tap \(taps)") { taps += 1 } }
}

private struct HoldsBesideClosure: View {
  var updates: CountsUpdates
  let onTap: () -> Void
  @State var taps = 0
  var body: some View {
    Button("tap \(taps)") {
      taps += 1
      onTap()
    }
  }
}

// MARK: - S58: one view value, two positions

private struct Tapper: View {
  let name: String
  @State var count = 0
  var body: some View { Button("\(name) \(count)") { count += 1 } }
}

private struct SameValueTwice: View {
  var body: some View {
    let row = Tapper(name: "row")
    VStack {
      row
      row.id("second")
    }
  }
}

@MainActor
@Suite("S53, S56, S58: late closures, dynamic properties, one view value in two places")
struct ViewValueLifetimeTests {
  @Test("S53: onDisappear and late closures read the last state value, with no warning")
  func closuresOutliveTheView() {
    let log = DraftLog()
    let host = mount(DraftScreen(log: log))
    host.tap("Edit")
    host.tap("Close")
    #expect(host.nodes(DraftEditor.self).isEmpty)
    #expect(log.entries == ["saved second"])
    #expect(log.later?() == "second session")
    log.later = nil  // the closure holds the view, which holds the log: break the cycle
  }

  @Test("S56: update() runs before every body for a dynamic property held in a let")
  func dynamicPropertyInLet() {
    let counter = UpdateCounter()
    let host = mount(HoldsInLet(updates: CountsUpdates(counter: counter)))
    #expect(counter.count == 1)
    host.tap("tap 0")
    #expect(counter.count == 2)
    #expect(host.control("tap 1") != nil)
  }

  @Test("S56: update() runs for a dynamic property in a view that also holds a closure")
  func dynamicPropertyBesideClosure() {
    let counter = UpdateCounter()
    var taps = 0
    let host = mount(HoldsBesideClosure(updates: CountsUpdates(counter: counter)) { taps += 1 })
    #expect(counter.count == 1)
    host.tap("tap 0")
    #expect(counter.count == 2)
    #expect(taps == 1)
  }

  @Test("S58: one view value placed at two positions gets two storages")
  func sameValueAtTwoPositions() {
    let host = mount(SameValueTwice())
    host.tap("row 0")
    let counts = host.nodes(Tapper.self).compactMap { ($0.value as? Tapper)?.count }
    #expect(counts == [1, 0])
  }

  @Test("S58: the caller's own copy of the root view is not installed (S5 holds for it)")
  func callersCopyIsNotInstalled() {
    let screen = Tapper(name: "root")
    let host = mount(screen)
    host.tap("root 0")
    #expect((host.root.value as? Tapper)?.count == 1)
    var read = -1
    let warnings = collectWarnings { read = screen.count }
    #expect(read == 0)
    #expect(warnings.map(\.kind) == [.stateAccessedOutsideInstall])
  }

  @Test("S5, S58: a view value the caller holds and a parent shows is not installed either")
  func callersCopyBelowAParentIsNotInstalled() {
    let screen = Tapper(name: "held")
    let host = mount(VStack { screen })
    host.tap("held 0")
    #expect(host.texts.contains("held 1"))
    var read = -1
    let warnings = collectWarnings { read = screen.count }
    #expect(read == 0, "the graph's copy is installed, not the caller's")
    #expect(warnings.map(\.kind) == [.stateAccessedOutsideInstall])
  }
}
