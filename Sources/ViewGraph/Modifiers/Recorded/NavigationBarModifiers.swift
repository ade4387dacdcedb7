// Navigation bar, toolbar and split-column appearance: recorded, since ViewGraph draws no
// bar and lays out no column; the content they decorate is mounted as before.

extension View {
  /// The width of the split view column this view is the root of (recorded).
  ///
  /// ```swift
  /// Sidebar().navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 300)
  /// ```
  nonisolated public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationSplitViewColumnWidth", min as Any, ideal, max as Any)
  }

  /// The fixed width of the split view column this view is the root of (recorded).
  ///
  /// ```swift
  /// Sidebar().navigationSplitViewColumnWidth(240)
  /// ```
  nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("navigationSplitViewColumnWidth", width)
  }

  /// A subtitle shown under the navigation title (recorded).
  ///
  /// ```swift
  /// Inbox().navigationTitle("Inbox").navigationSubtitle("3 unread")
  /// ```
  nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("navigationSubtitle", subtitleKey.resolved)
  }

  /// A subtitle shown under the navigation title (recorded).
  nonisolated public func navigationSubtitle(_ subtitle: Text) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationSubtitle", subtitle.string)
  }

  /// A subtitle shown under the navigation title (recorded).
  @_disfavoredOverload
  nonisolated public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("navigationSubtitle", String(subtitle))
  }

  /// Shows or hides the given bars (recorded).
  ///
  /// ```swift
  /// Player().toolbarVisibility(.hidden, for: .tabBar)
  /// ```
  nonisolated public func toolbarVisibility(
    _ visibility: Visibility, for bars: ToolbarPlacement...
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("toolbarVisibility", visibility, bars.map(\.name))
  }

  /// Shows or hides the background of the given bars (recorded).
  ///
  /// ```swift
  /// Feed().toolbarBackgroundVisibility(.visible, for: .navigationBar)
  /// ```
  nonisolated public func toolbarBackgroundVisibility(
    _ visibility: Visibility, for bars: ToolbarPlacement...
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("toolbarBackgroundVisibility", visibility, bars.map(\.name))
  }
}
