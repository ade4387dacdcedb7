/// The curvature of rounded corners.
public enum RoundedCornerStyle: Sendable, Hashable {
  case circular
  case continuous
}
