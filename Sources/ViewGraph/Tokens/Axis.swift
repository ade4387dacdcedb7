/// The axis along which a text field grows.
public enum Axis: Sendable, Hashable {
  case horizontal
  case vertical
}
