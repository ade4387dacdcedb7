/// The color space an offscreen rendering works in (`drawingGroup(colorMode:)`; recorded).
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}
