#if !canImport(WatchConnectivity)
  import Foundation

  /// What a session tells the app, as WatchConnectivity declares it. Apple's requirements
  /// are Objective-C optional ones, and its iOS-only `sessionDidBecomeInactive(_:)` and
  /// `sessionDidDeactivate(_:)` are written under `#if os(iOS)`, which a Linux build skips:
  /// here each has a default that does nothing.
  ///
  /// ```swift
  /// extension SyncService: WCSessionDelegate {
  ///   func session(_ session: WCSession, didReceiveApplicationContext context: [String: Any]) {
  ///     Task { @MainActor in apply(context) }
  ///   }
  /// }
  /// ```
  public protocol WCSessionDelegate: NSObjectProtocol {
    func session(
      _ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState,
      error: (any Error)?)
    func sessionDidBecomeInactive(_ session: WCSession)
    func sessionDidDeactivate(_ session: WCSession)
    func sessionReachabilityDidChange(_ session: WCSession)
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    func session(
      _ session: WCSession, didReceiveMessage message: [String: Any],
      replyHandler: @escaping ([String: Any]) -> Void)
    func session(_ session: WCSession, didReceiveMessageData messageData: Data)
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
  }

  extension WCSessionDelegate {
    public func session(
      _ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState,
      error: (any Error)?
    ) {}
    public func sessionDidBecomeInactive(_ session: WCSession) {}
    public func sessionDidDeactivate(_ session: WCSession) {}
    public func sessionReachabilityDidChange(_ session: WCSession) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    public func session(
      _ session: WCSession, didReceiveMessage message: [String: Any],
      replyHandler: @escaping ([String: Any]) -> Void
    ) {}
    public func session(_ session: WCSession, didReceiveMessageData messageData: Data) {}
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    {}
    public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
  }
#endif
