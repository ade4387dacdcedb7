/// Where a tab view shows its bottom accessory: inline with a collapsed tab bar, or expanded
/// above it.
///
/// ```swift
/// @Environment(\.tabViewBottomAccessoryPlacement) private var placement
/// if placement == .inline { CompactControls() } else { FullControls() }
/// ```
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
  /// Inline with the collapsed tab bar.
  case inline
  /// Above the tab bar, at full width.
  case expanded
}
