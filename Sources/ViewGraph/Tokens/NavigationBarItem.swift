/// Navigation bar settings (iOS), accepted so iOS screens compile.
public enum NavigationBarItem {
  public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
}
