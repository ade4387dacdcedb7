import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog

@Suite("Shapes' paths") struct ShapePathTests {
  @Test("a custom Shape's path(in:) is its geometry")
  func customShapePath() {
    let path = Ring(progress: 0.5).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(!path.isEmpty)
    #expect(path.boundingRect.height == 20)
    #expect(
      Rectangle().path(in: CGRect(x: 0, y: 0, width: 4, height: 2)).boundingRect
        == CGRect(x: 0, y: 0, width: 4, height: 2))
  }
}
