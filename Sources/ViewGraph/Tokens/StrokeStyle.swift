/// How a shape's outline is stroked (recorded, not drawn).
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [4, 2]))
/// ```
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// CoreGraphics' line cap, which SwiftUI re-exports (CoreGraphics is not on Linux).
public enum CGLineCap: Int32, Sendable {
  case butt, round, square
}

/// CoreGraphics' line join, which SwiftUI re-exports (CoreGraphics is not on Linux).
public enum CGLineJoin: Int32, Sendable {
  case miter, round, bevel
}
