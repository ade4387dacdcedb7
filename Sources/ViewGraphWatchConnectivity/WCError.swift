#if !canImport(WatchConnectivity)
  import Foundation

  /// The domain of WatchConnectivity's errors.
  public let WCErrorDomain = "WCErrorDomain"

  /// A WatchConnectivity error, as the framework declares it: catch it by code.
  ///
  /// ```swift
  /// } catch let error as WCError where error.code == .notReachable { queueForLater(message) }
  /// ```
  public struct WCError: CustomNSError, Hashable, Sendable {
    /// Why a session call failed.
    public enum Code: Int, Sendable {
      case genericError = 7001
      case sessionNotSupported = 7002
      case sessionMissingDelegate = 7003
      case sessionNotActivated = 7004
      case deviceNotPaired = 7005
      case watchAppNotInstalled = 7006
      case notReachable = 7007
      case invalidParameter = 7008
      case payloadTooLarge = 7009
      case payloadUnsupportedTypes = 7010
      case messageReplyFailed = 7011
      case messageReplyTimedOut = 7012
      case fileAccessDenied = 7013
      case deliveryFailed = 7014
      case insufficientSpace = 7015
      case sessionInactive = 7016
      case transferTimedOut = 7017
      case companionAppNotInstalled = 7018
      case watchOnlyApp = 7019
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { WCErrorDomain }
    public var errorCode: Int { code.rawValue }

    // Each code as a static of the error, as Swift imports an error enum's cases.
    public static var genericError: Code { .genericError }
    public static var sessionNotSupported: Code { .sessionNotSupported }
    public static var sessionMissingDelegate: Code { .sessionMissingDelegate }
    public static var sessionNotActivated: Code { .sessionNotActivated }
    public static var deviceNotPaired: Code { .deviceNotPaired }
    public static var watchAppNotInstalled: Code { .watchAppNotInstalled }
    public static var notReachable: Code { .notReachable }
    public static var invalidParameter: Code { .invalidParameter }
    public static var payloadTooLarge: Code { .payloadTooLarge }
    public static var payloadUnsupportedTypes: Code { .payloadUnsupportedTypes }
    public static var messageReplyFailed: Code { .messageReplyFailed }
    public static var messageReplyTimedOut: Code { .messageReplyTimedOut }
    public static var fileAccessDenied: Code { .fileAccessDenied }
    public static var deliveryFailed: Code { .deliveryFailed }
    public static var insufficientSpace: Code { .insufficientSpace }
    public static var sessionInactive: Code { .sessionInactive }
    public static var transferTimedOut: Code { .transferTimedOut }
    public static var companionAppNotInstalled: Code { .companionAppNotInstalled }
    public static var watchOnlyApp: Code { .watchOnlyApp }
  }
#endif
