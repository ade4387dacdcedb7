import Foundation

extension Path {
  /// The part of this path from `fromFraction` to `toFraction` of its length, as a chart's
  /// curve drawn in over time uses (`path.trimmedPath(from: 0, to: progress)`). Curves are
  /// measured and cut along 16 straight segments each; a closed subpath counts its closing
  /// line.
  ///
  /// - Complexity: O(n) in the path's elements.
  public func trimmedPath(from fromFraction: CGFloat, to toFraction: CGFloat) -> Path {
    let segments = lineSegments()
    let total = segments.reduce(0) { $0 + $1.length }
    let (start, end) = (max(0, min(fromFraction, 1)) * total, max(0, min(toFraction, 1)) * total)
    var result = Path()
    guard total > 0, end > start else { return result }
    var covered: CGFloat = 0
    var last: CGPoint?
    for segment in segments {
      defer { covered += segment.length }
      let (from, to) = (max(start - covered, 0), min(end - covered, segment.length))
      guard segment.length > 0, to > from else { continue }
      let a = segment.point(at: from / segment.length)
      let b = segment.point(at: to / segment.length)
      if last != a || segment.startsSubpath { result.move(to: a) }
      result.addLine(to: b)
      last = b
    }
    return result
  }

  /// A straight piece of the path, with whether a new subpath starts at it.
  private struct Segment {
    let start: CGPoint
    let end: CGPoint
    let startsSubpath: Bool
    var length: CGFloat { hypot(end.x - start.x, end.y - start.y) }
    func point(at t: CGFloat) -> CGPoint {
      CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
    }
  }

  private func lineSegments() -> [Segment] {
    var segments: [Segment] = []
    var current: CGPoint?
    var subpathStart: CGPoint?
    var startsSubpath = true
    func add(_ point: CGPoint) {
      if let from = current {
        segments.append(Segment(start: from, end: point, startsSubpath: startsSubpath))
      }
      startsSubpath = false
      current = point
    }
    for element in elements {
      switch element {
      case .move(let point):
        current = point
        subpathStart = point
        startsSubpath = true
      case .line(let point):
        add(point)
      case .quadCurve(let point, let control):
        let from = current ?? point
        for step in 1...16 {
          let t = CGFloat(step) / 16
          let u = 1 - t
          add(
            CGPoint(
              x: u * u * from.x + 2 * u * t * control.x + t * t * point.x,
              y: u * u * from.y + 2 * u * t * control.y + t * t * point.y))
        }
      case .curve(let point, let control1, let control2):
        let from = current ?? point
        for step in 1...16 {
          let t = CGFloat(step) / 16
          let u = 1 - t
          add(
            CGPoint(
              x: u * u * u * from.x + 3 * u * u * t * control1.x + 3 * u * t * t * control2.x + t * t * t
                * point.x,
              y: u * u * u * from.y + 3 * u * u * t * control1.y + 3 * u * t * t * control2.y + t * t * t
                * point.y))
        }
      case .closeSubpath:
        if let start = subpathStart { add(start) }
        current = subpathStart
        startsSubpath = true
      }
    }
    return segments
  }
}
