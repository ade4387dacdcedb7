#if !canImport(WatchConnectivity)
  import Foundation
  import ViewGraphFoundationGaps

  /// The states of a session's activation.
  public enum WCSessionActivationState: Int, Sendable {
    case notActivated = 0
    case inactive = 1
    case activated = 2
  }

  /// The session between an iPhone app and its watch app, as WatchConnectivity declares it
  /// (S403). Here the watch is the one the running test supplies (``supplied``: none by
  /// default); what the app sends is kept for the test (``sentMessages``,
  /// ``applicationContext``), and the test plays what the watch sends (``receive(message:)``,
  /// ``receive(applicationContext:)``). Delegate calls come on a background queue, as
  /// WatchConnectivity's do.
  ///
  /// ```swift
  /// if WCSession.isSupported() {
  ///   WCSession.default.delegate = self
  ///   WCSession.default.activate()
  /// }
  /// try WCSession.default.updateApplicationContext(["day": currentDay])
  /// ```
  public final class WCSession: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private weak var storedDelegate: (any WCSessionDelegate)?
    private var state = WCSessionActivationState.notActivated
    private var context: [String: Any] = [:]
    private var received: [String: Any] = [:]

    private override init() { super.init() }

    /// The app's session: one per test, as one per app on a device.
    public class var `default`: WCSession { WatchState.session }

    /// Whether the device can talk to a watch: an iPhone can.
    public class func isSupported() -> Bool { WatchState.supplied.value.isSupported }

    /// Who hears the session's events.
    public weak var delegate: (any WCSessionDelegate)? {
      get { locked { storedDelegate } }
      set { locked { storedDelegate = newValue } }
    }

    /// Whether the session is activated.
    public var activationState: WCSessionActivationState { locked { state } }
    /// Whether a watch is paired with the iPhone.
    public var isPaired: Bool { WatchState.supplied.value.isPaired }
    /// Whether the app's watch app is installed on it.
    public var isWatchAppInstalled: Bool { WatchState.supplied.value.isWatchAppInstalled }
    /// Whether the watch app can be messaged now.
    public var isReachable: Bool { activationState == .activated && WatchState.supplied.value.isReachable }
    /// Whether the app's complication is on the watch face.
    public var isComplicationEnabled: Bool { false }
    /// The last context the app sent.
    public var applicationContext: [String: Any] { locked { context } }
    /// The last context the watch sent.
    public var receivedApplicationContext: [String: Any] { locked { received } }

    /// Activates the session; the delegate hears that it completed.
    public func activate() {
      locked { state = .activated }
      notify { $0.session(self, activationDidCompleteWith: .activated, error: nil) }
    }

    /// Sends the latest state to the watch app, replacing the last; it throws when there is no
    /// watch app to receive it.
    public func updateApplicationContext(_ applicationContext: [String: Any]) throws {
      if let refusal = refusal(needsReachable: false) { throw refusal }
      locked { context = applicationContext }
    }

    /// Sends a message to the reachable watch app; `errorHandler` hears why it could not be.
    /// The message is kept with its reply handler, which the test calls (``SentMessage/reply(_:)``).
    public func sendMessage(
      _ message: [String: Any], replyHandler: (([String: Any]) -> Void)?,
      errorHandler: ((any Error) -> Void)? = nil
    ) {
      if let refusal = refusal(needsReachable: true) {
        if let errorHandler { Self.fail(errorHandler, with: refusal) }
        return
      }
      WatchState.sent.modify { $0.append(SentMessage(message: message, replyHandler: replyHandler)) }
    }

    /// Sends data to the reachable watch app.
    public func sendMessageData(
      _ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil
    ) {
      if let refusal = refusal(needsReachable: true) {
        if let errorHandler { Self.fail(errorHandler, with: refusal) }
        return
      }
      WatchState.sent.modify { $0.append(SentMessage(message: ["data": data], replyHandler: nil)) }
    }

    /// Queues `userInfo` for the watch app, delivered in order when it can be.
    @discardableResult
    public func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
      WatchState.transfers.modify { $0.append(SentMessage(message: userInfo, replyHandler: nil)) }
      return WCSessionUserInfoTransfer(userInfo: userInfo)
    }

    /// Why a call cannot reach the watch app, as WatchConnectivity's order of checks gives it.
    private func refusal(needsReachable: Bool) -> WCError? {
      let watch = WatchState.supplied.value
      if activationState != .activated { return WCError(.sessionNotActivated) }
      if !watch.isPaired { return WCError(.deviceNotPaired) }
      if !watch.isWatchAppInstalled { return WCError(.watchAppNotInstalled) }
      if needsReachable && !watch.isReachable { return WCError(.notReachable) }
      return nil
    }

    /// Calls an app's error handler on a background queue, as WatchConnectivity does; the
    /// handler is the app's, not declared `@Sendable` by the framework.
    private static func fail(_ handler: @escaping (any Error) -> Void, with error: WCError) {
      let box = UncheckedHandler(call: handler)
      DispatchQueue.global().async { box.call(error) }
    }

    func notify(_ call: @escaping @Sendable (any WCSessionDelegate) -> Void) {
      guard let delegate else { return }
      let box = UncheckedDelegate(delegate: delegate)
      DispatchQueue.global().async { call(box.delegate) }
    }

    func receiveContext(_ applicationContext: [String: Any]) { locked { received = applicationContext } }

    private func locked<Result>(_ body: () -> Result) -> Result {
      lock.lock()
      defer { lock.unlock() }
      return body()
    }

    static func make() -> WCSession { WCSession() }
  }

  /// A delegate handed to the queue its calls come on, as WatchConnectivity hands it.
  struct UncheckedDelegate: @unchecked Sendable {
    let delegate: any WCSessionDelegate
  }

  /// An app's handler handed to the queue it is called on.
  struct UncheckedHandler: @unchecked Sendable {
    let call: (any Error) -> Void
  }

  /// A transfer of user info to the watch app.
  public final class WCSessionUserInfoTransfer: NSObject, @unchecked Sendable {
    /// What is transferred.
    public let userInfo: [String: Any]
    /// Whether it is still waiting to be delivered: here, until the test reads it.
    public var isTransferring: Bool { true }
    init(userInfo: [String: Any]) { self.userInfo = userInfo }
    /// Cancels the transfer.
    public func cancel() {}
  }
#endif
