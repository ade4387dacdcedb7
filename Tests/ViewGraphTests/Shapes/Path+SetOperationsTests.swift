import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A circle with a slice cut out, as Solstice's daylight chart draws it.
private struct CircleWithSlice: Shape {
  var endAngle: Double
  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    var slice = Path()
    slice.move(to: center)
    slice.addArc(
      center: center, radius: rect.width / 2, startAngle: .zero, endAngle: .degrees(endAngle),
      clockwise: false)
    slice.closeSubpath()
    return Path(ellipseIn: rect).subtracting(slice)
  }
}

@MainActor
@Suite("S365: Path set operations")
struct PathSetOperationsTests {
  private let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
  private let square = Path(CGRect(x: 5, y: 5, width: 10, height: 10))

  @Test(
    "S365: an operation is recorded with its operand and fill rule; the result keeps this path's elements")
  func recorded() {
    let circle = Path(ellipseIn: rect)
    let cut = circle.subtracting(square)
    #expect(cut != circle)
    #expect(cut == circle.subtracting(square))
    #expect(cut != circle.subtracting(square, eoFill: true))
    #expect(cut != circle.union(square))
    #expect(circle.intersection(square) != circle.symmetricDifference(square))
    #expect(circle.lineIntersection(square) != circle.lineSubtraction(square))
    #expect(cut.boundingRect == circle.boundingRect)
  }

  @Test("S365: a shape's set operation combines the two shapes' paths in the same rectangle")
  func shapes() {
    let combined = Circle().subtracting(Rectangle())
    #expect(combined.path(in: rect) == Circle().path(in: rect).subtracting(Rectangle().path(in: rect)))
    #expect(CircleWithSlice(endAngle: 90).path(in: rect) != CircleWithSlice(endAngle: 180).path(in: rect))
  }
}
