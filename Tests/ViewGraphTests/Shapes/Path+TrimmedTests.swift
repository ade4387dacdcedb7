import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the screens a probe of common iOS 16–26 apps measured write it, and mounted, so the
// snippet is compiled in full and its view runs.

@MainActor
@Suite("Path.trimmedPath")
struct PathTrimmedTests {
  @Test("trimmedPath keeps the part of the path between two fractions of its length")
  func trimmedPath() {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 10))
    let half = path.trimmedPath(from: 0, to: 0.5)
    #expect(half.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 0))
    let middle = path.trimmedPath(from: 0.25, to: 0.75)
    #expect(middle.boundingRect == CGRect(x: 5, y: 0, width: 5, height: 5))
    #expect(path.trimmedPath(from: 0.6, to: 0.4).isEmpty)
  }
}
