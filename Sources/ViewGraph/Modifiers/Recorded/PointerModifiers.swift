// Pointer and hover modifiers: recorded on the view. There is no pointer headlessly, so a
// hover never starts and a help tag never shows.

extension View {
  /// The pointer's look over this view (recorded).
  ///
  /// ```swift
  /// Divider().pointerStyle(.columnResize)
  /// ```
  public func pointerStyle(_ style: PointerStyle?) -> ModifiedContent<Self, _StyleModifier> {
    self.style("pointerStyle", style?.name as Any)
  }

  /// Runs `action` when the pointer enters (`true`) or leaves (`false`) the view; recorded,
  /// as no pointer hovers headlessly.
  ///
  /// ```swift
  /// Text(name).onHover { isHovering = $0 }
  /// ```
  public func onHover(perform action: @escaping (Bool) -> Void) -> ModifiedContent<Self, _StyleModifier> {
    style("onHover")
  }

  /// A help tag or tooltip for the view (recorded).
  ///
  /// ```swift
  /// Button("Sync") { sync() }.help("Sync with the server")
  /// ```
  public func help(_ textKey: LocalizedStringKey) -> ModifiedContent<Self, _StyleModifier> {
    style("help", textKey.resolved)
  }

  public func help(_ text: Text) -> ModifiedContent<Self, _StyleModifier> { style("help", text.string) }

  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, _StyleModifier> {
    style("help", String(text))
  }
}
