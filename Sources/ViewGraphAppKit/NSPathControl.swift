#if !canImport(AppKit)
  import Foundation

  /// A control that shows a file-system path, as AppKit declares it: the URL an app sets is
  /// kept, so a test reads what `makeNSView` or `updateNSView` showed. Nothing is drawn, so no
  /// icons or component cells are made from the path.
  ///
  /// ```swift
  /// func makeNSView(context: Context) -> NSPathControl {
  ///   let control = NSPathControl()
  ///   control.isEditable = false
  ///   control.url = url
  ///   return control
  /// }
  /// ```
  @preconcurrency @MainActor
  open class NSPathControl: NSControl {
    /// The path shown.
    open var url: URL?
    /// Whether a user may drag a new path onto the control; kept, no drop is played here.
    open var isEditable = true
    /// What the control shows with no path.
    open var placeholderString: String?
    open var backgroundColor: NSColor?
  }
#endif
