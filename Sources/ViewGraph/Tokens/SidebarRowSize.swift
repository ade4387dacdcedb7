/// The standard sizes of sidebar rows, read and written as `EnvironmentValues.sidebarRowSize`.
///
/// On macOS the size follows the user's "Sidebar icon size" setting; elsewhere it is always
/// `.medium`. ViewGraph has no user settings: it is `.medium` unless a view above sets it.
///
/// ```swift
/// @Environment(\.sidebarRowSize) private var rowSize
/// var width: CGFloat { rowSize == .large ? 230 : 210 }
/// ```
public enum SidebarRowSize: Hashable, Sendable {
  /// The standard "small" row size.
  case small
  /// The standard "medium" row size.
  case medium
  /// The standard "large" row size.
  case large
}
