#if !canImport(UIKit)
  import Foundation

  /// The traits a dynamic color resolves against: here only the interface style, which is
  /// light by default, as ViewGraph's `\.colorScheme` is.
  ///
  /// ```swift
  /// let dark = UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
  /// ```
  open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Light, dark or unspecified.
    public let userInterfaceStyle: UIUserInterfaceStyle

    public override init() {
      userInterfaceStyle = .unspecified
      super.init()
    }

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
      self.userInterfaceStyle = userInterfaceStyle
      super.init()
    }

    /// The traits in force: light, since a headless host draws nothing.
    public class var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
  }
#endif
