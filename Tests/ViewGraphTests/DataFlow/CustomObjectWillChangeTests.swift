import Testing
@_spi(Inspection) import ViewGraph

/// A model that announces its changes through a subject of its own, as older apps declare
/// `objectWillChange`.
private final class Ticker: ObservableObject {
  let objectWillChange = PassthroughSubject<Void, Never>()
  var count = 0 {
    willSet { objectWillChange.send() }
  }
  @Published var unannounced = 0
}

private struct TickerView: View {
  @StateObject private var ticker = Ticker()
  var body: some View {
    VStack {
      Text("count \(ticker.count) unannounced \(ticker.unannounced)")
      Button("Tick") { ticker.count += 1 }
      Button("Quiet") { ticker.unannounced += 1 }
    }
  }
}

@MainActor
@Suite("S173: an objectWillChange of the object's own")
struct CustomObjectWillChangeTests {
  @Test(
    "S173: an object's own objectWillChange publisher invalidates its readers; @Published does not send through it"
  )
  func customPublisher() {
    let host = mount(TickerView())
    host.tap("Tick")
    #expect(host.texts.contains("count 1 unannounced 0"))
    host.tap("Quiet")
    #expect(host.texts.contains("count 1 unannounced 0"))
    host.tap("Tick")
    #expect(host.texts.contains("count 2 unannounced 1"))
  }
}
