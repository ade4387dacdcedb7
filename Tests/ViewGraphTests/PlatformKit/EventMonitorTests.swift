import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A sheet that closes on Escape through a local key monitor, as macOS apps write one.
@MainActor
private final class EscapeCloser {
  var isPresented = true
  var monitor: Any?

  func start() {
    monitor = NSEvent.addLocalMonitorForEvents(matching: .keyDown) { [weak self] event in
      guard event.keyCode == 53 else { return event }
      self?.isPresented = false
      return nil
    }
  }
}

@MainActor
@Suite("S330: NSEvent monitors hear the events a test plays")
struct EventMonitorTests {
  @Test("S330: a local monitor of the type runs and may swallow; a removed one, or another type, does not")
  func localMonitorRuns() throws {
    let closer = EscapeCloser()
    closer.start()
    defer { closer.monitor.map(NSEvent.removeMonitor) }
    #expect(NSEvent.play(NSEvent(type: .keyUp, keyCode: 53)) != nil)
    #expect(closer.isPresented)
    let passed = NSEvent.play(NSEvent(type: .keyDown, modifierFlags: .command, keyCode: 1, characters: "s"))
    #expect(passed?.characters == "s" && closer.isPresented)
    #expect(NSEvent.modifierFlags == .command)
    #expect(NSEvent.play(NSEvent(type: .keyDown, keyCode: 53)) == nil)
    #expect(!closer.isPresented)
    NSEvent.removeMonitor(try #require(closer.monitor))
    closer.monitor = nil
    closer.isPresented = true
    #expect(NSEvent.play(NSEvent(type: .keyDown, keyCode: 53)) != nil && closer.isPresented)
  }

  @Test("S330: a global monitor hears only events played to another app")
  func globalMonitorHearsOtherApps() {
    var heard: [UInt16] = []
    let monitor = NSEvent.addGlobalMonitorForEvents(matching: [.keyDown, .leftMouseDown]) {
      heard.append($0.keyCode)
    }
    defer { monitor.map(NSEvent.removeMonitor) }
    NSEvent.play(NSEvent(type: .keyDown, keyCode: 1))
    NSEvent.play(NSEvent(type: .keyDown, keyCode: 2), toAnotherApp: true)
    #expect(heard == [2])
  }
}
