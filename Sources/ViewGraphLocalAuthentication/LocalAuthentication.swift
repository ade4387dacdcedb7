// `import LocalAuthentication` in a mirror on Linux
// (`-module-alias LocalAuthentication=ViewGraphLocalAuthentication`): the context an app asks
// to authenticate its user with Face ID, Touch ID or the passcode (S384). There is no user
// and no sensor: a context answers with the device and the answer a test supplied
// (`LAContext.supplied`, inspection SPI). On Apple platforms this module is
// LocalAuthentication itself.
#if canImport(LocalAuthentication)
  @_exported import LocalAuthentication
#endif
#if !canImport(LocalAuthentication)
  @_exported import ViewGraphFoundationGaps
  import Foundation

  /// What a context is asked to check: the owner's biometrics, or biometrics or the passcode.
  public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
    case deviceOwnerAuthenticationWithWatch = 3
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    case deviceOwnerAuthenticationWithWristDetection = 5

    /// Whether biometrics alone may answer the policy (no passcode fallback).
    var needsBiometrics: Bool { self == .deviceOwnerAuthenticationWithBiometrics }
  }

  /// The kind of biometrics a device has.
  public enum LABiometryType: Int, Sendable {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4
  }

  /// The error domain of LocalAuthentication's errors.
  public let LAErrorDomain = "com.apple.LocalAuthentication"
#endif
