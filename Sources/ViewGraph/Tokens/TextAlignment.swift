/// Text alignment (type-checks; not laid out).
public enum TextAlignment: Sendable, Hashable {
  case leading, center, trailing
}
