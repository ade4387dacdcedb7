extension View {
  /// Adds a context menu; ViewGraph mounts its items beside the view, so a test can find
  /// and tap them without a long press.
  ///
  /// ```swift
  /// Text(note.title).contextMenu { Button("Delete", role: .destructive) { delete(note) } }
  /// ```
  nonisolated public func contextMenu<MenuItems: View>(
    @ViewBuilder menuItems: () -> MenuItems
  ) -> ModifiedContent<Self, _AttachedContentModifier<MenuItems>> {
    modifier(_AttachedContentModifier(attached: menuItems(), slot: .contextMenu))
  }

  /// A context menu with a preview (the preview type-checks; the items are mounted).
  nonisolated public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> ModifiedContent<Self, _AttachedContentModifier<MenuItems>> {
    modifier(_AttachedContentModifier(attached: menuItems(), slot: .contextMenu))
  }

  /// A context menu for the selected items of a list or table: the menu for no selection is
  /// mounted (as for a click on the empty area); `primaryAction` is recorded.
  ///
  /// ```swift
  /// Table(links, selection: $selection) { … }
  ///   .contextMenu(forSelectionType: Link.ID.self) { ids in Button("Delete") { delete(ids) } }
  /// ```
  nonisolated public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> ModifiedContent<Self, _AttachedContentModifier<M>> {
    modifier(_AttachedContentModifier(attached: menu([]), slot: .contextMenu))
  }

  /// Adds a context menu built as a `ContextMenu`, or none when nil.
  ///
  /// ```swift
  /// Text(name).contextMenu(isEditable ? ContextMenu { Button("Rename") { rename() } } : nil)
  /// ```
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead."
  )
  @available(watchOS, introduced: 6.0, deprecated: 7.0)
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead."
  )
  nonisolated public func contextMenu<MenuItems: View>(
    _ contextMenu: ContextMenu<MenuItems>?
  ) -> ModifiedContent<Self, _AttachedContentModifier<MenuItems?>> {
    modifier(_AttachedContentModifier(attached: contextMenu?.menuItems, slot: .contextMenu))
  }
}
