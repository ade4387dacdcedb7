import Foundation

// List, scroll and navigation-bar modifiers: recorded on the view.

extension View {
  nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _StyleModifier> {
    style("listRowInsets", insets as Any)
  }
  nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("listSectionSeparator", visibility)
  }
  nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("listRowSeparatorTint", color as Any)
  }
  nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> ModifiedContent<Self, _StyleModifier> {
    style("listRowSpacing", spacing as Any)
  }
  nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    style("listSectionSpacing", spacing)
  }
  /// The spacing between this list's sections, by name (recorded).
  ///
  /// ```swift
  /// List { … }.listSectionSpacing(.compact)
  /// ```
  nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("listSectionSpacing", spacing.name)
  }
  /// Keeps this row from being selected in a list with a selection (recorded).
  ///
  /// ```swift
  /// Text(header).selectionDisabled()
  /// ```
  nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("selectionDisabled", isDisabled)
  }
  /// Keeps this row from being moved by `onMove` (recorded).
  ///
  /// ```swift
  /// Text(pinned.title).moveDisabled(true)
  /// ```
  nonisolated public func moveDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _StyleModifier> {
    style("moveDisabled", isDisabled)
  }
  /// Keeps this row from being deleted by `onDelete` (recorded).
  ///
  /// ```swift
  /// Text(inbox.name).deleteDisabled(true)
  /// ```
  nonisolated public func deleteDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _StyleModifier> {
    style("deleteDisabled", isDisabled)
  }
  /// How prominent section headers below are: recorded, and written to
  /// `\.headerProminence` (S140).
  nonisolated public func headerProminence(_ prominence: Prominence) -> ModifiedContent<
    Self, _EnvironmentStyleModifier<Prominence>
  > {
    environmentStyle("headerProminence", \.headerProminence, prominence, prominence)
  }
  nonisolated public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  )
    -> ModifiedContent<Self, _StyleModifier>
  { style("scrollIndicators", visibility.name) }
  nonisolated public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("scrollTargetBehavior", B.self)
  }
  nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, _StyleModifier>
  {
    style("scrollTargetLayout", isEnabled)
  }
  nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("scrollPosition")
  }
  nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _StyleModifier>
  {
    style("scrollClipDisabled", disabled)
  }
  nonisolated public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTitle", title.string)
  }
  nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("navigationTitle", titleKey.resolved)
  }
  @_disfavoredOverload
  nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("navigationTitle", String(title))
  }
  nonisolated public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTitle", titleKey.resolved)
  }
  nonisolated public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTitle", title.string)
  }
  /// Sets the title, a string shown as written, and the display mode of the navigation bar
  /// (deprecated in SwiftUI; recorded, as the other forms).
  ///
  /// ```swift
  /// .navigationBarTitle(title.localized(), displayMode: .inline)
  /// ```
  @_disfavoredOverload
  nonisolated public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTitle", String(title))
  }
  nonisolated public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTitle", title.string)
  }
  /// An editable title (iOS 16): the title is the binding's value when the view is built.
  nonisolated public func navigationTitle(_ title: Binding<String>) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTitle", title.wrappedValue)
  }
  nonisolated public func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationBarHidden", hidden)
  }
  nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedContent<
    Self, _AttachedContentModifier<TupleView<(L, T)>>
  > {
    modifier(_AttachedContentModifier(attached: TupleView((leading, trailing)), slot: .toolbar))
  }
  nonisolated public func navigationBarItems<L: View>(leading: L) -> ModifiedContent<
    Self, _AttachedContentModifier<L>
  > {
    modifier(_AttachedContentModifier(attached: leading, slot: .toolbar))
  }
  nonisolated public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<
    Self, _AttachedContentModifier<T>
  > {
    modifier(_AttachedContentModifier(attached: trailing, slot: .toolbar))
  }
  nonisolated public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    self.style("toolbarBackground", style)
  }
  nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("toolbarBackground", visibility)
  }
  nonisolated public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("toolbarColorScheme", colorScheme as Any)
  }
  nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<
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
  nonisolated public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("toolbarRemoving", defaultItemKind?.name as Any)
  }
  nonisolated public func toolbarRole(_ role: ToolbarRole) -> ModifiedContent<Self, _StyleModifier> {
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
  nonisolated public func navigationDocument(_ url: URL) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationDocument", url)
  }
}
