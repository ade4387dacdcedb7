#if !canImport(AppKit)
  /// The identifier of a view, window or menu item, as AppKit declares it: a string that
  /// autosaves a window's frame, finds a table's cell view, or names a view in UI tests.
  ///
  /// ```swift
  /// window.identifier = NSUserInterfaceItemIdentifier("settings")
  /// ```
  public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
#endif
