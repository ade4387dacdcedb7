import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the screens a probe of common iOS 16–26 apps measured write it, and mounted, so the
// snippet is compiled in full and its view runs.

@MainActor
@Suite("Text(timerInterval:)")
struct TextTimerTests {
  @Test("Text(timerInterval:) shows the time left, or elapsed, when built")
  func timerText() {
    let start = Date()
    #expect(
      mount(Text(timerInterval: start...start.addingTimeInterval(3_700), pauseTime: start)).texts == [
        "1:01:40"
      ])
    #expect(
      mount(Text(timerInterval: start...start.addingTimeInterval(600), pauseTime: start, countsDown: false))
        .texts
        == ["0:00"])
  }
}
