import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog

@MainActor
@Suite("S66: GeometryReader") struct GeometryReaderTests {
  @Test("S66: GeometryReader reports the container size, 390 × 844 by default")
  func geometryReaderSize() {
    let phone = mount(AdaptiveGridScreen())
    #expect(phone.shows("Columns: 2"))
    let tablet = mount(
      AdaptiveGridScreen().transformEnvironment(\.containerSize) { $0 = CGSize(width: 1024, height: 768) })
    #expect(tablet.shows("Columns: 4"))
  }
}
