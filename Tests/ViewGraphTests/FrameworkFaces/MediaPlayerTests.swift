import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphAVKit

private struct TrailerScreen: View {
  let player: AVPlayer
  var body: some View {
    VStack {
      VideoPlayer(player: player) { Text("Trailer") }
      Button("Play") { player.play() }
      Button("Restart") { player.seek(to: CMTime(seconds: 0, preferredTimescale: 600)) }
    }
  }
}

/// An audio player's delegate that counts the sounds that ended.
private final class Ends: NSObject, AVAudioPlayerDelegate {
  var finished: [Bool] = []
  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) { finished.append(flag) }
}

@MainActor
@Suite("S322, S323: AVKit's VideoPlayer and AVFoundation's players keep what a screen asked")
struct MediaPlayerTests {
  @Test("S322: VideoPlayer mounts its overlay and keeps its player; the screen's buttons drive it")
  func videoPlayerKeepsItsPlayer() throws {
    let player = AVPlayer(url: URL(string: "https://example.com/trailer.m3u8")!)
    let host = mount(TrailerScreen(player: player))
    #expect(host.texts == ["Trailer", "Play", "Restart"])
    let shown = try #require(host.root.descendants.compactMap { $0.value as? VideoPlayer<Text> }.first)
    #expect(shown.player === player)
    #expect(player.timeControlStatus == .paused)
    player.seek(to: CMTime(seconds: 12.5, preferredTimescale: 600))
    #expect(player.currentTime().seconds == 12.5)
    shown.player?.play()
    #expect(player.timeControlStatus == .playing && player.rate == 1)
    player.pause()
    #expect(player.timeControlStatus == .paused && player.rate == 0)
    #expect(player.currentItem?.duration.isIndefinite == true)
    let controller = AVPlayerViewController()
    controller.player = player
    #expect(controller.player === player && controller.showsPlaybackControls)
  }

  @Test("S323: an audio player plays, and ends when a test plays its end; its duration warns")
  func audioPlayerEnds() throws {
    let player = try AVAudioPlayer(data: Data([0x49, 0x44, 0x33]))
    let ends = Ends()
    player.delegate = ends
    player.numberOfLoops = 2
    #expect(player.play() && player.isPlaying)
    player.currentTime = 3
    player.finishPlaying()
    #expect(!player.isPlaying && player.currentTime == 0 && ends.finished == [true])
    let warnings = collectWarnings { #expect(player.duration == 0) }
    #expect(
      warnings.map(\.message) == ["AVAudioPlayer.duration of data answers 0: no sound is decoded headlessly."]
    )
    #expect(throws: (any Error).self) {
      _ = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent/ding.mp3"))
    }
  }

  @Test("S323: the audio session keeps the category, mode and activation the app set")
  func sessionKeepsTheCategory() throws {
    let session = AVAudioSession.sharedInstance()
    defer { session.reset() }
    try session.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers])
    try session.setActive(true)
    #expect(session.category == .playback && session.mode == .moviePlayback)
    #expect(session.categoryOptions == [.mixWithOthers] && session.isActive)
  }
}
