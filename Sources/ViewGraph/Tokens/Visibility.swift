/// How a confirmation dialog shows its title (type-checks; not drawn).
public enum Visibility: Sendable, Hashable {
  case automatic
  case visible
  case hidden
}
