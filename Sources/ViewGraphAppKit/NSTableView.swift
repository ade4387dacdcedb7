#if !canImport(AppKit)
  import Foundation

  /// A table, as AppKit declares it: the selection style and row height a view sets are kept.
  /// A headless host lays out no rows; SwiftUI's `List` and `Table` are what ViewGraph mounts.
  @preconcurrency @MainActor
  open class NSTableView: NSControl {
    /// How selected rows are drawn.
    public enum SelectionHighlightStyle: Int, Sendable { case none = -1, regular = 0, sourceList = 1 }

    open var selectionHighlightStyle: SelectionHighlightStyle = .regular
    open var rowHeight: CGFloat = 24
    open var usesAlternatingRowBackgroundColors = false
    open var backgroundColor: NSColor = .controlBackgroundColor
  }

  /// A table's row, as AppKit declares it: what a view finds walking up its superviews from a
  /// cell (`enclosingTableRowView`), with its selection state and style kept as set.
  ///
  /// ```swift
  /// (view.superview as? NSTableRowView)?.selectionHighlightStyle = .none
  /// ```
  @preconcurrency @MainActor
  open class NSTableRowView: NSView {
    open var selectionHighlightStyle: NSTableView.SelectionHighlightStyle = .regular
    open var isSelected = false
    open var isEmphasized = false
    open var isGroupRowStyle = false
    open var backgroundColor: NSColor = .clear
  }
#endif
