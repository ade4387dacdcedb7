#if !canImport(UIKit)
  /// Whether an interface is light or dark, as a trait collection reports it.
  ///
  /// ```swift
  /// UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
  /// ```
  public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
  }
#endif
