/// Navigation bar settings (iOS), accepted so iOS screens compile.
public struct NavigationBarItem: Sendable {
  public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
}
