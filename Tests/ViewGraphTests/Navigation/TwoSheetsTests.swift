import Testing
@_spi(Inspection) import ViewGraph

/// Two sheets on one view, the shape of a chat whose message sheet asks the root for a
/// photo picker sheet.
private struct Chat: View {
  @State var showsMessage = false
  @State var showsPicker = false
  var events: Events
  var body: some View {
    VStack {
      Button("Message") { showsMessage = true }
      Button("Picker") { showsPicker = true }
      Button("Both") {
        showsMessage = true
        showsPicker = true
      }
    }
    .sheet(isPresented: $showsMessage, onDismiss: { events.log.append("message dismissed") }) {
      VStack {
        Text("Message sheet")
        Button("Attach photo") { showsPicker = true }
        Button("Close message") { showsMessage = false }
      }
    }
    .sheet(isPresented: $showsPicker, onDismiss: { events.log.append("picker dismissed") }) {
      VStack {
        Text("Picker sheet")
        Button("Close picker") { showsPicker = false }
      }
    }
  }
}

@MainActor
private final class Events {
  var log: [String] = []
}

@MainActor
@Suite("S249: a presenter shows one sheet at a time")
struct TwoSheetsTests {
  @Test("S249: a sheet asked for while another is shown waits, with SwiftUI's log line")
  func secondSheetWaits() {
    let events = Events()
    var warnings: [RuntimeWarning] = []
    let host = mount(Chat(events: events), warnings: &warnings)
    warnings += collectWarnings(in: host) {
      host.tap("Message")
      host.tap("Attach photo")
    }
    #expect(host.shows("Message sheet"))
    #expect(!host.shows("Picker sheet"))
    #expect(warnings.map(\.kind) == [.multipleSheetsPresented])
    #expect(
      warnings.first?.message
        == "Currently, only presenting a single sheet is supported.\n"
        + "The next sheet will be presented when the currently presented sheet gets dismissed.")
    // Dismissing the first presents the one that waited; no second warning.
    warnings += collectWarnings(in: host) { host.tap("Close message") }
    #expect(!host.shows("Message sheet"))
    #expect(host.shows("Picker sheet"))
    #expect(warnings.count == 1)
    #expect(events.log == ["message dismissed"])
    host.tap("Close picker")
    #expect(events.log == ["message dismissed", "picker dismissed"])
  }

  @Test("S249: two sheets asked for in one update: one is shown, and the warning says so")
  func bothAtOnce() {
    let events = Events()
    var warnings: [RuntimeWarning] = []
    let host = mount(Chat(events: events), warnings: &warnings)
    warnings += collectWarnings(in: host) { host.tap("Both") }
    let shown = [host.shows("Message sheet"), host.shows("Picker sheet")]
    #expect(shown.filter { $0 }.count == 1)
    #expect(warnings.map(\.kind) == [.multipleSheetsPresented])
  }

  @Test("S249: each sheet of a view presents on its own when asked for at different times")
  func eachAlone() {
    let events = Events()
    let host = mount(Chat(events: events))
    host.tap("Message")
    #expect(host.shows("Message sheet"))
    host.tap("Close message")
    #expect(!host.shows("Message sheet"))
    host.tap("Picker")
    #expect(host.shows("Picker sheet"))
    #expect(events.log == ["message dismissed"])
  }
}
