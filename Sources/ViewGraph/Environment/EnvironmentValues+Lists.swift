// How lists and menus below are laid out: recorded values a view can read, with iOS's
// defaults. `.headerProminence(_:)` and `.menuOrder(_:)` write theirs (S140).

private struct DefaultMinListRowHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat = 44
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat? = nil
}

private struct HeaderProminenceKey: EnvironmentKey {
  static let defaultValue = Prominence.standard
}

private struct MenuOrderKey: EnvironmentKey {
  static let defaultValue = MenuOrder.automatic
}

private struct SidebarRowSizeKey: EnvironmentKey {
  static let defaultValue = SidebarRowSize.medium
}

extension EnvironmentValues {
  /// The least height of a list row: 44 points, iOS's, unless set.
  ///
  /// ```swift
  /// List { rows }.environment(\.defaultMinListRowHeight, 60)
  /// ```
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }

  /// The least height of a list section header: nil (the list's own) unless set.
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[DefaultMinListHeaderHeightKey.self] }
    set { self[DefaultMinListHeaderHeightKey.self] = newValue }
  }

  /// How prominent section headers below are: `.standard` unless `.headerProminence(_:)`.
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }

  /// The order menus below list their items in: `.automatic` unless `.menuOrder(_:)`.
  public var menuOrder: MenuOrder {
    get { self[MenuOrderKey.self] }
    set { self[MenuOrderKey.self] = newValue }
  }

  /// The size of sidebar rows below: `.medium` unless set (macOS's user setting is not
  /// modelled). A sidebar that sizes itself by it reads the value a test writes:
  ///
  /// ```swift
  /// SettingsView().environment(\.sidebarRowSize, .large)
  /// ```
  public var sidebarRowSize: SidebarRowSize {
    get { self[SidebarRowSizeKey.self] }
    set { self[SidebarRowSizeKey.self] = newValue }
  }
}
