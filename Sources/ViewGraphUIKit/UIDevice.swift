#if !canImport(UIKit)
  import Foundation

  /// The device the app runs on: an iPhone, as ViewGraph's layout assumes (a 390 × 844 point
  /// screen, ``UIScreen/main``).
  ///
  /// ```swift
  /// let isPad = UIDevice.current.userInterfaceIdiom == .pad   // false
  /// ```
  @preconcurrency @MainActor
  open class UIDevice: NSObject {
    /// The device the app runs on.
    public static let current = UIDevice()

    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// How the device is held: upright, as ViewGraph's portrait canvas is.
    public var orientation: UIDeviceOrientation { .portrait }
    public var name: String { "iPhone" }
    public var model: String { "iPhone" }
    public var localizedModel: String { "iPhone" }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "26.0" }
    /// Identifies the device to the app's vendor: the same value for the whole process.
    public var identifierForVendor: UUID? { Self.vendorIdentifier }
    private static let vendorIdentifier = UUID()

    /// Posted when the device's orientation changes; nothing posts it headlessly.
    public nonisolated static let orientationDidChangeNotification = Notification.Name(
      "UIDeviceOrientationDidChangeNotification")
  }
#endif
