import Foundation

/// The outline of a 2D shape: what a custom `Shape` returns from `path(in:)`. ViewGraph
/// keeps the elements (so a test can check a shape's geometry) and draws nothing.
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { path in
///       path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       path.closeSubpath()
///     }
///   }
/// }
/// ```
public struct Path: Equatable, Sendable {
  /// One drawing instruction.
  public enum Element: Equatable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  private(set) var elements: [Element] = []
  /// The set operations applied to this path, in order (Path+SetOperations.swift): recorded,
  /// not computed, so a combined path keeps its first operand's elements.
  var operations: [SetOperation] = []

  public init() {}
  public init(_ rect: CGRect) { addRect(rect) }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
  public init(_ callback: (inout Path) -> Void) { callback(&self) }

  public var isEmpty: Bool { elements.isEmpty }

  /// The last point added, or nil for an empty path.
  public var currentPoint: CGPoint? {
    switch elements.last {
    case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): point
    case .closeSubpath, nil: nil
    }
  }

  /// The smallest rectangle holding every point and control point.
  public var boundingRect: CGRect {
    let points = elements.flatMap { element -> [CGPoint] in
      switch element {
      case .move(let point), .line(let point): [point]
      case .quadCurve(let point, let control): [point, control]
      case .curve(let point, let control1, let control2): [point, control1, control2]
      case .closeSubpath: []
      }
    }
    guard let first = points.first else { return .null }
    var minX = first.x
    var minY = first.y
    var maxX = first.x
    var maxY = first.y
    for point in points {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Calls `body` with each element, in order.
  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

  public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }
  public mutating func addLine(to end: CGPoint) { elements.append(.line(to: end)) }
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: end, control: control))
  }
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  public mutating func addRect(_ rect: CGRect) {
    addLines([
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }

  public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    // Corners as quadratic curves: the geometry a test can check, not a faithful drawing.
    let width = min(cornerSize.width, rect.width / 2)
    let height = min(cornerSize.height, rect.height / 2)
    move(to: CGPoint(x: rect.minX + width, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - width, y: rect.minY))
    addQuadCurve(
      to: CGPoint(x: rect.maxX, y: rect.minY + height), control: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - height))
    addQuadCurve(
      to: CGPoint(x: rect.maxX - width, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX + width, y: rect.maxY))
    addQuadCurve(
      to: CGPoint(x: rect.minX, y: rect.maxY - height), control: CGPoint(x: rect.minX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + height))
    addQuadCurve(
      to: CGPoint(x: rect.minX + width, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
    closeSubpath()
  }

  public mutating func addEllipse(in rect: CGRect) {
    // Four quadratic arcs through the ellipse's extreme points.
    move(to: CGPoint(x: rect.midX, y: rect.minY))
    addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control: CGPoint(x: rect.maxX, y: rect.minY))
    addQuadCurve(to: CGPoint(x: rect.midX, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
    addQuadCurve(to: CGPoint(x: rect.minX, y: rect.midY), control: CGPoint(x: rect.minX, y: rect.maxY))
    addQuadCurve(to: CGPoint(x: rect.midX, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
    closeSubpath()
  }

  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    let start = CGPoint(
      x: center.x + radius * CGFloat(cos(startAngle.radians)),
      y: center.y + radius * CGFloat(sin(startAngle.radians)))
    let end = CGPoint(
      x: center.x + radius * CGFloat(cos(endAngle.radians)),
      y: center.y + radius * CGFloat(sin(endAngle.radians)))
    if isEmpty { move(to: start) } else { addLine(to: start) }
    addQuadCurve(to: end, control: center)
  }

  /// An arc of `radius` around `center` from `startAngle`, sweeping `delta` (positive is
  /// clockwise on screen, as SwiftUI draws it).
  ///
  /// ```swift
  /// path.addRelativeArc(center: c, radius: r, startAngle: .degrees(-90), delta: .degrees(120))
  /// ```
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    addArc(
      center: center, radius: radius, startAngle: startAngle,
      endAngle: .radians(startAngle.radians + delta.radians), clockwise: delta.radians < 0)
  }

  public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    addQuadCurve(to: tangent2End, control: tangent1End)
  }

  /// Appends `path`, transformed by `transform`.
  ///
  /// ```swift
  /// path.addPath(slice, transform: CGAffineTransform(translationX: 4, y: 0))
  /// ```
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    elements += path.applying(transform).elements
  }

  /// The path moved by `dx`, `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + dx, y: point.y + dy) }
    var path = Path()
    path.elements = elements.map { element in
      switch element {
      case .move(let point): .move(to: moved(point))
      case .line(let point): .line(to: moved(point))
      case .quadCurve(let point, let control): .quadCurve(to: moved(point), control: moved(control))
      case .curve(let point, let c1, let c2):
        .curve(to: moved(point), control1: moved(c1), control2: moved(c2))
      case .closeSubpath: .closeSubpath
      }
    }
    return path
  }
}

extension Path: Shape {
  public var body: Never { primitiveBody(Self.self) }
  public nonisolated func path(in rect: CGRect) -> Path { self }
}

extension Path: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
}
