#if !canImport(EventKit)
  import Foundation

  /// What the person allowed the app to do with their events or reminders.
  ///
  /// ```swift
  /// if EKEventStore.authorizationStatus(for: .event) == .fullAccess { reload() }
  /// ```
  public enum EKAuthorizationStatus: Int, Sendable {
    /// The app has not asked yet.
    case notDetermined = 0
    /// The device does not let the app ask (a management profile, parental controls).
    case restricted = 1
    /// The person denied access.
    case denied = 2
    /// The app reads and writes the items of that type.
    case fullAccess = 3
    /// The app may create events and read nothing.
    case writeOnly = 4

    /// Full access, as EventKit named it before iOS 17 and macOS 14.
    @available(*, deprecated, message: "Check for full access or write-only access")
    public static var authorized: EKAuthorizationStatus { .fullAccess }
  }
#endif
