import Testing
@_spi(Inspection) import ViewGraph

private struct Message: Codable, Hashable {
  let id: Int
}

private struct WindowButtons: View {
  @Environment(\.openWindow) private var openWindow
  @Environment(\.dismissWindow) private var dismissWindow
  @Environment(\.openSettings) private var openSettings
  @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows

  var body: some View {
    VStack {
      Button("Viewer") { openWindow(id: "viewer") }
      Button("Message") { openWindow(value: Message(id: 7)) }
      Button("Message in viewer") { openWindow(id: "viewer", value: Message(id: 8)) }
      Button("Close") { dismissWindow() }
      Button("Close viewer") { dismissWindow(id: "viewer") }
      Button("Close message") { dismissWindow(value: Message(id: 7)) }
      Button("Close message in viewer") { dismissWindow(id: "viewer", value: Message(id: 8)) }
      Button("Settings") { openSettings() }
      Text(supportsMultipleWindows ? "many windows" : "one window")
    }
  }
}

@MainActor
@Suite("S141: openWindow, dismissWindow and openSettings are recorded")
struct WindowActionTests {
  @Test("S141: openWindow(id:) and the other window requests are recorded on the host, in order")
  func requestsAreRecordedInOrder() {
    let host = mount(WindowButtons())
    #expect(host.windowRequests.isEmpty)
    for title in [
      "Viewer", "Message", "Message in viewer", "Close", "Close viewer", "Close message",
      "Close message in viewer", "Settings", "Viewer",
    ] {
      host.tap(title)
    }
    #expect(
      host.windowRequests == [
        .openWindow(id: "viewer", value: nil),
        .openWindow(id: nil, value: Message(id: 7)),
        .openWindow(id: "viewer", value: Message(id: 8)),
        .dismissWindow(id: nil, value: nil),
        .dismissWindow(id: "viewer", value: nil),
        .dismissWindow(id: nil, value: Message(id: 7)),
        .dismissWindow(id: "viewer", value: Message(id: 8)),
        .openSettings,
        .openWindow(id: "viewer", value: nil),
      ])
    #expect(host.windowRequests.first?.description == "openWindow(id: \"viewer\")")
    #expect(host.texts.last == "one window")
  }

  @Test("S141: each host records its own requests")
  func eachHostItsOwn() {
    let first = mount(WindowButtons())
    let second = mount(WindowButtons())
    first.tap("Viewer")
    #expect(first.windowRequests == [.openWindow(id: "viewer", value: nil)])
    #expect(second.windowRequests.isEmpty)
  }
}
