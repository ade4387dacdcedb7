#if !canImport(AppKit)
  import Foundation

  /// A color space, as AppKit declares it: only its name, since every color here keeps sRGB
  /// components (``NSColor/usingColorSpace(_:)``).
  ///
  /// ```swift
  /// let rgb = NSColor(accent).usingColorSpace(.deviceRGB)
  /// ```
  open class NSColorSpace: NSObject, @unchecked Sendable {
    /// The space's name, as `localizedName` gives it.
    public let localizedName: String?

    private init(name: String) {
      localizedName = name
      super.init()
    }

    public class var sRGB: NSColorSpace { NSColorSpace(name: "sRGB IEC61966-2.1") }
    public class var extendedSRGB: NSColorSpace { NSColorSpace(name: "Extended sRGB") }
    public class var deviceRGB: NSColorSpace { NSColorSpace(name: "Device RGB") }
    public class var genericRGB: NSColorSpace { NSColorSpace(name: "Generic RGB") }
    public class var displayP3: NSColorSpace { NSColorSpace(name: "Display P3") }
    public class var deviceGray: NSColorSpace { NSColorSpace(name: "Device Gray") }
    public class var genericGray: NSColorSpace { NSColorSpace(name: "Generic Gray") }
  }
#endif
