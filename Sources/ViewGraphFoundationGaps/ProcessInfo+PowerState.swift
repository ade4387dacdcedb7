import Foundation

// Apple's ProcessInfo reports Low Power Mode and the thermal state, which apps read to skip
// animations or background work; swift-corelibs-foundation has neither, so on Linux the
// process reports what a plugged-in machine at rest would: no power saving, nominal heat.
#if !canImport(Darwin)
  extension ProcessInfo {
    /// Whether the device saves power by doing less; always false on Linux.
    ///
    /// ```swift
    /// let animates = !ProcessInfo.processInfo.isLowPowerModeEnabled
    /// ```
    public var isLowPowerModeEnabled: Bool { false }

    /// How hot the device runs; always ``ThermalState/nominal`` on Linux.
    ///
    /// ```swift
    /// if ProcessInfo.processInfo.thermalState == .critical { pauseDownloads() }
    /// ```
    public var thermalState: ThermalState { .nominal }

    /// How hot the device runs, from cool to throttled.
    ///
    /// ```swift
    /// let hot = ProcessInfo.processInfo.thermalState.rawValue >= ProcessInfo.ThermalState.serious.rawValue
    /// ```
    public enum ThermalState: Int, Sendable {
      case nominal = 0
      case fair = 1
      case serious = 2
      case critical = 3
    }

    /// Posted when ``thermalState`` changes; never on Linux.
    public static let thermalStateDidChangeNotification = Notification.Name(
      "NSProcessInfoThermalStateDidChangeNotification")
  }

  extension Notification.Name {
    /// Posted when Low Power Mode turns on or off; never on Linux.
    public static let NSProcessInfoPowerStateDidChange = Notification.Name(
      "NSProcessInfoPowerStateDidChangeNotification")
  }
#endif
