import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Found by the corpus re-measure of issue 49 (S315): declared as Apple declares it.

@MainActor
@Suite("Path")
struct PathTests {
  @Test("S317: Path.addPath(_:transform:) appends the path, transformed")
  func addPathWithTransform() {
    var path = Path()
    path.addPath(
      Path(CGRect(x: 0, y: 0, width: 2, height: 2)), transform: CGAffineTransform(translationX: 10, y: 0))
    #expect(path.boundingRect == CGRect(x: 10, y: 0, width: 2, height: 2))
    var plain = Path()
    plain.addPath(Path(CGRect(x: 1, y: 1, width: 1, height: 1)))
    #expect(plain.boundingRect == CGRect(x: 1, y: 1, width: 1, height: 1))
  }
}
