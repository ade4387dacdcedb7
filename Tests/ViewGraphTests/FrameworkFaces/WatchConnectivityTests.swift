import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphWatchConnectivity

/// SotkaApp's `StatusManager`, cut down: it activates the session, sends the day to the watch
/// when it can, and applies what the watch sends.
@MainActor
@Observable
private final class StatusManager: NSObject {
  var currentDay = 1
  var lastError: WCError.Code?
  var watchDay: Int?

  func start() {
    guard WCSession.isSupported() else { return }
    WCSession.default.delegate = self
    WCSession.default.activate()
  }

  func sendDay() {
    do {
      try WCSession.default.updateApplicationContext(["currentDay": currentDay])
    } catch let error as WCError {
      lastError = error.code
    } catch {}
  }

  func ask() async -> Int? {
    await withCheckedContinuation { continuation in
      WCSession.default.sendMessage(
        ["command": "day"],
        replyHandler: { reply in continuation.resume(returning: reply["day"] as? Int) },
        errorHandler: { _ in continuation.resume(returning: nil) })
    }
  }
}

extension StatusManager: WCSessionDelegate {
  nonisolated func session(
    _ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]
  ) {
    let day = applicationContext["currentDay"] as? Int
    Task { @MainActor in self.watchDay = day }
  }

  nonisolated func session(
    _ session: WCSession, didReceiveMessage message: [String: Any],
    replyHandler: @escaping ([String: Any]) -> Void
  ) {
    replyHandler(["day": 42])
  }
}

@MainActor
@Suite("S403: WatchConnectivity's session", .serialized)
struct WatchConnectivityTests {
  @Test("S403: without a paired watch the context is refused; with one it is kept for the test")
  func applicationContext() throws {
    WCSession.reset()
    defer { WCSession.reset() }
    let manager = StatusManager()
    manager.start()
    #expect(WCSession.default.activationState == .activated && !WCSession.default.isReachable)
    manager.sendDay()
    #expect(manager.lastError == .deviceNotPaired)
    WCSession.supplied = .reachable
    manager.lastError = nil
    manager.currentDay = 7
    manager.sendDay()
    #expect(manager.lastError == nil)
    #expect(WCSession.default.applicationContext["currentDay"] as? Int == 7)
  }

  @Test(
    "S403: a message reaches the watch when reachable and hears its reply; the watch's sends reach the app")
  func messages() async throws {
    WCSession.reset()
    defer { WCSession.reset() }
    let manager = StatusManager()
    manager.start()
    #expect(await manager.ask() == nil)
    WCSession.supplied = .reachable
    async let answer = manager.ask()
    while WCSession.sentMessages.isEmpty { try await Task.sleep(for: .milliseconds(2)) }
    #expect(WCSession.sentMessages.first?.message["command"] as? String == "day")
    WCSession.sentMessages.first?.reply(["day": 9])
    #expect(await answer == 9)
    await WCSession.default.receive(applicationContext: ["currentDay": 12])
    for _ in 0..<100 where manager.watchDay == nil { try await Task.sleep(for: .milliseconds(5)) }
    #expect(
      manager.watchDay == 12 && WCSession.default.receivedApplicationContext["currentDay"] as? Int == 12)
    let reply = await WCSession.default.receive(message: ["command": "day"], expectsReply: true)
    #expect(reply?["day"] as? Int == 42)
  }
}
