import Foundation

// List, scroll and navigation-bar modifiers: recorded on the view.

extension View {
  public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _StyleModifier> {
    style("listRowInsets", insets as Any)
  }
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("listSectionSeparator", visibility)
  }
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("listRowSeparatorTint", color as Any)
  }
  public func listRowSpacing(_ spacing: CGFloat?) -> ModifiedContent<Self, _StyleModifier> {
    style("listRowSpacing", spacing as Any)
  }
  public func listSectionSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    style("listSectionSpacing", spacing)
  }
  /// The spacing between this list's sections, by name (recorded).
  ///
  /// ```swift
  /// List { … }.listSectionSpacing(.compact)
  /// ```
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> ModifiedContent<Self, _StyleModifier> {
    style("listSectionSpacing", spacing.name)
  }
  /// Keeps this row from being selected in a list with a selection (recorded).
  ///
  /// ```swift
  /// Text(header).selectionDisabled()
  /// ```
  public func selectionDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("selectionDisabled", isDisabled)
  }
  /// Keeps this row from being moved by `onMove` (recorded).
  ///
  /// ```swift
  /// Text(pinned.title).moveDisabled(true)
  /// ```
  public func moveDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _StyleModifier> {
    style("moveDisabled", isDisabled)
  }
  /// Keeps this row from being deleted by `onDelete` (recorded).
  ///
  /// ```swift
  /// Text(inbox.name).deleteDisabled(true)
  /// ```
  public func deleteDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _StyleModifier> {
    style("deleteDisabled", isDisabled)
  }
  /// How prominent section headers below are: recorded, and written to
  /// `\.headerProminence` (S140).
  public func headerProminence(_ prominence: Prominence) -> ModifiedContent<
    Self, _EnvironmentStyleModifier<Prominence>
  > {
    environmentStyle("headerProminence", \.headerProminence, prominence, prominence)
  }
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  )
    -> ModifiedContent<Self, _StyleModifier>
  { style("scrollIndicators", visibility.name) }
  public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("scrollTargetBehavior", B.self)
  }
  public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("scrollTargetLayout", isEnabled)
  }
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("scrollPosition")
  }
  public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("scrollClipDisabled", disabled)
  }
  public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTitle", title.string)
  }
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTitle", titleKey.resolved)
  }
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTitle", String(title))
  }
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTitle", titleKey.resolved)
  }
  public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTitle", title.string)
  }
  public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationBarHidden", hidden)
  }
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedContent<
    Self, _AttachedContentModifier<TupleView<(L, T)>>
  > {
    modifier(_AttachedContentModifier(attached: TupleView((leading, trailing)), slot: .toolbar))
  }
  public func navigationBarItems<L: View>(leading: L) -> ModifiedContent<Self, _AttachedContentModifier<L>> {
    modifier(_AttachedContentModifier(attached: leading, slot: .toolbar))
  }
  public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, _AttachedContentModifier<T>> {
    modifier(_AttachedContentModifier(attached: trailing, slot: .toolbar))
  }
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, _StyleModifier
  > {
    self.style("toolbarBackground", style)
  }
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("toolbarBackground", visibility)
  }
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("toolbarColorScheme", colorScheme as Any)
  }
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("toolbarVisibility", visibility)
  }
  /// Removes an item the system adds to the toolbar, such as the sidebar toggle of a
  /// split view (recorded).
  ///
  /// ```swift
  /// NavigationSplitView { Sidebar() } detail: { Detail() }.toolbar(removing: .sidebarToggle)
  /// ```
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("toolbarRemoving", defaultItemKind?.name as Any)
  }
  public func toolbarRole(_ role: ToolbarRole) -> ModifiedContent<Self, _StyleModifier> {
    style("toolbarRole", role.name)
  }
}

/// The prominence of a section header (recorded).
public enum Prominence: Sendable, Hashable { case standard, increased }

/// Whether scroll indicators show (recorded).
public struct ScrollIndicatorVisibility: Sendable {
  let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How a scroll view settles (recorded).
public protocol ScrollTargetBehavior: Sendable {}
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {}
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// A bar a toolbar modifier applies to (recorded).
public struct ToolbarPlacement: Sendable, Hashable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// The role of a toolbar (recorded).
public struct ToolbarRole: Sendable {
  let name: String
  public static let automatic = ToolbarRole(name: "automatic")
  public static let browser = ToolbarRole(name: "browser")
  public static let editor = ToolbarRole(name: "editor")
  public static let navigationStack = ToolbarRole(name: "navigationStack")
}

/// The spacing between a list's sections (recorded).
///
/// ```swift
/// List { … }.listSectionSpacing(.custom(24))
/// ```
public struct ListSectionSpacing: Sendable {
  let name: String

  /// The platform's default spacing.
  public static let `default` = ListSectionSpacing(name: "default")
  /// A tighter spacing.
  public static let compact = ListSectionSpacing(name: "compact")
  /// A spacing of `spacing` points.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(name: "custom(\(spacing))")
  }
}

extension HorizontalAlignment {
  /// Where a list row's separator starts (recorded with `alignmentGuide`).
  ///
  /// ```swift
  /// Label(title, systemImage: icon).alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
  /// ```
  public static let listRowSeparatorLeading = HorizontalAlignment(name: "listRowSeparatorLeading")
  /// Where a list row's separator ends (recorded with `alignmentGuide`).
  public static let listRowSeparatorTrailing = HorizontalAlignment(name: "listRowSeparatorTrailing")
}

extension View {
  /// The document this navigation title stands for, in the title's menu (recorded).
  public func navigationDocument(_ url: URL) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationDocument", url)
  }
}
