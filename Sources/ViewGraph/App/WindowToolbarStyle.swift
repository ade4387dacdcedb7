/// The style of a macOS window's toolbar (recorded).
///
/// ```swift
/// WindowGroup { ContentView() }.windowToolbarStyle(.unifiedCompact)
/// ```
public protocol WindowToolbarStyle: Sendable {}

/// The system's toolbar style for the window.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
  public init() {}
}

/// A toolbar below the title bar.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
  public init() {}
}

/// A toolbar beside the title, in the title bar.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
  let showsTitle: Bool
  public init() { showsTitle = true }
  public init(showsTitle: Bool) { self.showsTitle = showsTitle }
}

/// A toolbar in the title bar, with less vertical room.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
  let showsTitle: Bool
  public init() { showsTitle = true }
  public init(showsTitle: Bool) { self.showsTitle = showsTitle }
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
  public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
  public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
  public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
  public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle {
    UnifiedWindowToolbarStyle(showsTitle: showsTitle)
  }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
  public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }
  public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
    UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
  }
}
