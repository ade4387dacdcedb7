// A list's row and header minimum heights: layout, so only carried down for views that
// read them; the values are UIKit's defaults on iPhone.

private struct DefaultMinListRowHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat = 44
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
  /// The least height of a list row: 44 points unless set.
  ///
  /// ```swift
  /// List { … }.environment(\.defaultMinListRowHeight, 32)
  /// ```
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }

  /// The least height of a list section header: nil (the style's own) unless set.
  ///
  /// ```swift
  /// List { … }.environment(\.defaultMinListHeaderHeight, 20)
  /// ```
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[DefaultMinListHeaderHeightKey.self] }
    set { self[DefaultMinListHeaderHeightKey.self] = newValue }
  }
}
