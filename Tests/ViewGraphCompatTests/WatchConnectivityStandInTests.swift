import Foundation
import Testing

@testable import ViewGraphCompat

/// SotkaApp's WatchConnectivity shapes compiled in a mirror: its own session protocol that
/// `WCSession` conforms to, and a delegate in a `nonisolated` extension whose iOS-only
/// methods sit under `#if os(iOS)` (S403).
@Suite("viewgraph-compat: WatchConnectivity", .serialized, .ownThread)
struct WatchConnectivityStandInTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("S403: a session behind the app's protocol and its delegate compile")
  func sessionShapesCompile() throws {
    let app = try FixtureApp([
      "WCSessionProtocol.swift": """
      import Foundation
      import WatchConnectivity
      protocol WCSessionProtocol: AnyObject {
        var isReachable: Bool { get }
        var delegate: WCSessionDelegate? { get set }
        func activate()
        func sendMessageToWatch(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((Error) -> Void)?)
        func updateApplicationContextOnWatch(_ applicationContext: [String: Any])
      }
      extension WCSession: WCSessionProtocol {
        func sendMessageToWatch(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((Error) -> Void)?) {
          sendMessage(message, replyHandler: replyHandler, errorHandler: errorHandler)
        }
        func updateApplicationContextOnWatch(_ applicationContext: [String: Any]) {
          do { try updateApplicationContext(applicationContext) } catch {}
        }
      }
      """,
      "StatusView.swift": """
      import SwiftUI
      import WatchConnectivity
      @MainActor @Observable final class StatusManager: NSObject {
        var isReachable: Bool { session?.isReachable ?? false }
        private let session: WCSessionProtocol?
        init(session: WCSessionProtocol? = nil) {
          if let session { self.session = session } else if WCSession.isSupported() { self.session = WCSession.default } else { self.session = nil }
          super.init()
          self.session?.delegate = self
          self.session?.activate()
        }
      }
      nonisolated extension StatusManager: WCSessionDelegate {
        func session(_: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {
          print(activationState.rawValue, error?.localizedDescription ?? "")
        }
        #if os(iOS)
        func sessionDidBecomeInactive(_: WCSession) {}
        func sessionDidDeactivate(_ session: WCSession) { session.activate() }
        #endif
        func session(_: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void) {
          replyHandler(["ok": true])
        }
      }
      struct StatusView: View {
        @State private var manager = StatusManager()
        var body: some View { Text(manager.isReachable ? "Watch connected" : "No watch") }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.compiling == 1, "\(Report(results: [result], listsEveryFile: true).text)")
  }
}
