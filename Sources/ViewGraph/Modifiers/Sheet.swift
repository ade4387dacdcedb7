extension View {
  /// Presents `content` while `isPresented` is true; `\.dismiss` inside sets it to false.
  ///
  /// ```swift
  /// .sheet(isPresented: $isEditing) { EditProfile() }
  /// ```
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
    present(isPresented, onDismiss, .sheet, content)
  }

  /// Presents `content` for `item` while it is non-nil; a new item is a new identity.
  ///
  /// ```swift
  /// .sheet(item: $selectedBook) { book in BookDetail(book: book) }
  /// ```
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<ModifiedContent<Content, _IdentityModifier<Item.ID>>>> {
    present(item: item, onDismiss, .sheet, content)
  }

  /// Presents `content` full screen while `isPresented` is true.
  nonisolated public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
    present(isPresented, onDismiss, .fullScreenCover, content)
  }

  /// Presents `content` full screen for `item` while it is non-nil; a new item is a new
  /// identity, and dismissing sets the item to nil (S82).
  ///
  /// ```swift
  /// .fullScreenCover(item: $playingEpisode) { episode in PlayerView(episode: episode) }
  /// ```
  nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<ModifiedContent<Content, _IdentityModifier<Item.ID>>>> {
    present(item: item, onDismiss, .fullScreenCover, content)
  }

  /// Presents `content` in a popover while `isPresented` is true; the anchor and arrow
  /// edge are not laid out.
  ///
  /// ```swift
  /// .popover(isPresented: $showsHelp, arrowEdge: .bottom) { HelpView() }
  /// ```
  nonisolated public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<Content>> {
    present(isPresented, nil, .popover, content)
  }

  /// Presents `content` in a popover for `item` while it is non-nil; a new item is a new
  /// identity, and dismissing sets the item to nil.
  ///
  /// ```swift
  /// .popover(item: $selectedTag) { tag in TagEditor(tag: tag) }
  /// ```
  nonisolated public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, _PresentationModifier<ModifiedContent<Content, _IdentityModifier<Item.ID>>>> {
    present(item: item, nil, .popover, content)
  }
}
