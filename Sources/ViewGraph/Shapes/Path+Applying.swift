import Foundation

extension Path {
  /// The path with every point transformed by `transform`.
  ///
  /// ```swift
  /// let petal = Path(ellipseIn: rect).applying(CGAffineTransform(rotationAngle: .pi / 4))
  /// ```
  public func applying(_ transform: CGAffineTransform) -> Path {
    var path = Path()
    forEach { element in
      switch element {
      case .move(let point): path.move(to: point.applying(transform))
      case .line(let point): path.addLine(to: point.applying(transform))
      case .quadCurve(let point, let control):
        path.addQuadCurve(to: point.applying(transform), control: control.applying(transform))
      case .curve(let point, let control1, let control2):
        path.addCurve(
          to: point.applying(transform), control1: control1.applying(transform),
          control2: control2.applying(transform))
      case .closeSubpath: path.closeSubpath()
      }
    }
    return path
  }
}
