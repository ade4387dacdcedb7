import Foundation

/// A two-dimensional gradient over a grid of points (iOS 18); a shape style and a view
/// (recorded, not drawn).
///
/// ```swift
/// MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
///              colors: [.red, .purple, .indigo, .blue])
/// ```
public struct MeshGradient: ShapeStyle, Equatable {
  public var width: Int
  public var height: Int
  public var locations: Locations
  public var colors: Colors
  public var background: Color
  public var smoothsColors: Bool
  public var colorSpace: Gradient.ColorSpace

  /// Where the grid's vertices are.
  public enum Locations: Equatable, Sendable {
    case points([SIMD2<Float>])
    case bezierPoints([BezierPoint])
  }

  /// The colors at the vertices.
  public enum Colors: Equatable, Sendable {
    case colors([Color])
    case resolvedColors([Color.Resolved])
  }

  /// A vertex with its Bézier control points.
  public struct BezierPoint: Equatable, Sendable {
    public var position: SIMD2<Float>
    public var leadingControlPoint: SIMD2<Float>
    public var topControlPoint: SIMD2<Float>
    public var trailingControlPoint: SIMD2<Float>
    public var bottomControlPoint: SIMD2<Float>

    public init(
      position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
      trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
    ) {
      self.position = position
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  public init(
    width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.locations = locations
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .colors(colors),
      background: background,
      smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  public init(
    width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved],
    background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
      background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  public init(
    width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
      background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }
}

extension MeshGradient: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension MeshGradient: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
}
