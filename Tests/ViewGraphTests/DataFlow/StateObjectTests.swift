import Testing
@_spi(Inspection) import ViewGraph

final class Player: ObservableObject {
  nonisolated(unsafe) static var made = 0
  @Published var isPlaying = false
  @Published var volume = 1
  init() { Player.made += 1 }
}

private struct PlayerOwner: View {
  @StateObject var player = Player()
  var body: some View {
    VStack {
      Toggle("playing \(player.isPlaying)", isOn: $player.isPlaying)
      Controls(player: player)
    }
  }
}

private struct Controls: View {
  @ObservedObject var player: Player
  var body: some View { Button("volume \(player.volume)") { player.volume += 1 } }
}

private struct Parent: View {
  @State var tick = 0
  var body: some View {
    VStack {
      Text("tick \(tick)")
      PlayerOwner()
      Button("tick") { tick += 1 }
    }
  }
}

private struct SessionReader: View {
  @EnvironmentObject var player: Player
  var body: some View { Text("env volume \(player.volume)") }
}

@MainActor
@Suite("@StateObject and ObservableObject")
struct StateObjectTests {
  @Test("S39: StateObject's autoclosure is evaluated once per identity")
  func evaluatedOnce() {
    Player.made = 0
    let host = mount(Parent())
    let first = host.view(PlayerOwner.self)?.player
    host.tap("tick")
    host.tap("tick")
    #expect(Player.made == 1)
    #expect(host.view(PlayerOwner.self)?.player === first)
  }

  @Test("@Published writes invalidate @StateObject and @ObservedObject readers")
  func publishedInvalidates() {
    let host = mount(Parent())
    host.tap("playing false")
    #expect(host.root.descendants.contains { $0.controlTitle == "playing true" })
    host.tap("volume 1")
    #expect(host.root.descendants.contains { $0.controlTitle == "volume 2" })
  }

  @Test("@EnvironmentObject reads the object placed above and follows its changes")
  func environmentObject() {
    let player = Player()
    let host = mount(SessionReader().environmentObject(player))
    player.volume = 3
    host.update()
    #expect(host.texts == ["env volume 3"])
  }
}
