/// Control sizes.
public enum ControlSize: Sendable, Hashable, CaseIterable {
  case mini, small, regular, large, extraLarge
}
