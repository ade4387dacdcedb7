#if !canImport(WatchConnectivity)
  import Foundation
  import ViewGraphFoundationGaps

  /// The running test's watch (S353): what it supplied, the session, and what the app sent.
  enum WatchState {
    static let supplied = TestScoped(WCSession.Counterpart())
    private static let sessions = TestScoped<WCSession?>(nil)
    static let sent = TestScoped<[WCSession.SentMessage]>([])
    static let transfers = TestScoped<[WCSession.SentMessage]>([])

    /// The running test's session, made when the test first asks for it: one per test, as
    /// one per app on a device.
    static var session: WCSession {
      var made: WCSession!
      sessions.modify { session in
        if session == nil { session = WCSession.make() }
        made = session
      }
      return made
    }

    static func reset() {
      supplied.reset()
      sessions.reset()
      sent.reset()
      transfers.reset()
    }
  }

  /// Resumes a reply's waiter once: with the delegate's reply, or with nil after a second, so
  /// a delegate that never replies does not hang the test.
  final class ReplyWaiter: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<WCSession.SentMessage?, Never>?

    init(_ continuation: CheckedContinuation<WCSession.SentMessage?, Never>) {
      self.continuation = continuation
    }

    func resume(_ reply: WCSession.SentMessage?) {
      lock.lock()
      let waiting = continuation
      continuation = nil
      lock.unlock()
      waiting?.resume(returning: reply)
    }
  }

  @_spi(Inspection)
  extension WCSession {
    /// The watch a test supplies.
    public struct Counterpart: Sendable {
      public var isSupported: Bool
      public var isPaired: Bool
      public var isWatchAppInstalled: Bool
      public var isReachable: Bool

      /// A watch; by default none (an iPhone simulator without one).
      public init(
        isSupported: Bool = true, isPaired: Bool = false, isWatchAppInstalled: Bool = false,
        isReachable: Bool = false
      ) {
        self.isSupported = isSupported
        self.isPaired = isPaired
        self.isWatchAppInstalled = isWatchAppInstalled
        self.isReachable = isReachable
      }

      /// A paired watch with the app installed and open.
      public static let reachable = Counterpart(isPaired: true, isWatchAppInstalled: true, isReachable: true)
    }

    /// A message the app sent, and the reply the watch may give it.
    public struct SentMessage: @unchecked Sendable {
      public let message: [String: Any]
      let replyHandler: (([String: Any]) -> Void)?

      /// Plays the watch's reply: the app's reply handler hears it.
      public func reply(_ reply: [String: Any]) { replyHandler?(reply) }
    }

    /// The watch of the running test.
    public static var supplied: Counterpart {
      get { WatchState.supplied.value }
      set { WatchState.supplied.value = newValue }
    }

    /// The messages the app sent in the running test, in order.
    public static var sentMessages: [SentMessage] { WatchState.sent.value }

    /// The user info the app queued for the watch in the running test, in order.
    public static var transferredUserInfo: [[String: Any]] { WatchState.transfers.value.map(\.message) }

    /// Plays the watch sending a message; the delegate hears it (with a reply handler whose
    /// reply this returns, or nil when the delegate gave none within a second).
    @discardableResult
    public func receive(message: [String: Any], expectsReply: Bool = false) async -> [String: Any]? {
      guard let delegate else { return nil }
      let box = UncheckedDelegate(delegate: delegate)
      let sentMessage = SentMessage(message: message, replyHandler: nil)
      guard expectsReply else {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
          DispatchQueue.global().async {
            box.delegate.session(self, didReceiveMessage: sentMessage.message)
            done.resume()
          }
        }
        return nil
      }
      return await withCheckedContinuation { (done: CheckedContinuation<SentMessage?, Never>) in
        let waiter = ReplyWaiter(done)
        DispatchQueue.global().async {
          box.delegate.session(self, didReceiveMessage: sentMessage.message) { reply in
            waiter.resume(SentMessage(message: reply, replyHandler: nil))
          }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { waiter.resume(nil) }
      }?.message
    }

    /// Plays the watch sending its latest context; the delegate hears it.
    public func receive(applicationContext: [String: Any]) async {
      receiveContext(applicationContext)
      guard let delegate else { return }
      let box = UncheckedDelegate(delegate: delegate)
      let context = SentMessage(message: applicationContext, replyHandler: nil)
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.global().async {
          box.delegate.session(self, didReceiveApplicationContext: context.message)
          done.resume()
        }
      }
    }

    /// Forgets the running test's watch, session and what the app sent.
    public static func reset() { WatchState.reset() }
  }
#endif
