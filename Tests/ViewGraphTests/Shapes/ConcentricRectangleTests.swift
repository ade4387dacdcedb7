import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

@MainActor
@Suite("ConcentricRectangle and relative arcs")
struct ConcentricRectangleTests {
  @Test(
    "a concentric corner takes its minimum radius with no container; a relative arc ends where it sweeps to")
  func concentricAndArcs() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let concentric = ConcentricRectangle(corners: .concentric(minimum: 16), isUniform: true).path(in: rect)
    #expect(
      concentric
        == UnevenRoundedRectangle(
          topLeadingRadius: 16, bottomLeadingRadius: 16, bottomTrailingRadius: 16, topTrailingRadius: 16
        ).path(in: rect))
    #expect(ConcentricRectangle().path(in: rect) == UnevenRoundedRectangle().path(in: rect))
    var arc = Path()
    arc.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90))
    let end = arc.currentPoint ?? .zero
    #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
  }
}
