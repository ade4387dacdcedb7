#if !canImport(LocalAuthentication)
  import Foundation

  /// Why an authentication failed or could not run, as LocalAuthentication declares it.
  ///
  /// ```swift
  /// catch let error as LAError where error.code == .userCancel { isLocked = true }
  /// ```
  public struct LAError: CustomNSError, Hashable, Error, Sendable {
    public enum Code: Int, Sendable {
      case authenticationFailed = -1
      case userCancel = -2
      case userFallback = -3
      case systemCancel = -4
      case passcodeNotSet = -5
      case biometryNotAvailable = -6
      case biometryNotEnrolled = -7
      case biometryLockout = -8
      case appCancel = -9
      case invalidContext = -10
      case companionNotAvailable = -11
      case biometryNotPaired = -12
      case biometryDisconnected = -13
      case invalidDimensions = -14
      case notInteractive = -1004
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { LAErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static var authenticationFailed: Code { .authenticationFailed }
    public static var userCancel: Code { .userCancel }
    public static var userFallback: Code { .userFallback }
    public static var systemCancel: Code { .systemCancel }
    public static var passcodeNotSet: Code { .passcodeNotSet }
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    public static var biometryLockout: Code { .biometryLockout }
    public static var appCancel: Code { .appCancel }
    public static var invalidContext: Code { .invalidContext }
    public static var notInteractive: Code { .notInteractive }
  }
#endif
