extension View {
  /// Adds a context menu; ViewGraph mounts its items beside the view, so a test can find
  /// and tap them without a long press.
  ///
  /// ```swift
  /// Text(note.title).contextMenu { Button("Delete", role: .destructive) { delete(note) } }
  /// ```
  public func contextMenu<MenuItems: View>(
    @ViewBuilder menuItems: () -> MenuItems
  ) -> ModifiedContent<Self, _AttachedContentModifier<MenuItems>> {
    modifier(_AttachedContentModifier(attached: menuItems(), slot: .contextMenu))
  }

  /// A context menu with a preview (the preview type-checks; the items are mounted).
  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> ModifiedContent<Self, _AttachedContentModifier<MenuItems>> {
    modifier(_AttachedContentModifier(attached: menuItems(), slot: .contextMenu))
  }
}
