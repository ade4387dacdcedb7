/// A context menu's items, built ahead and passed to `contextMenu(_:)` (nil for none).
///
/// ```swift
/// let menu = ContextMenu { Button("Copy") { copy() } }
/// Text(value).contextMenu(canCopy ? menu : nil)
/// ```
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
@available(watchOS, introduced: 6.0, deprecated: 7.0)
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
public struct ContextMenu<MenuItems: View> {
  let menuItems: MenuItems

  public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}
