import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// API of the current SDK that apps reach, as Apple declares it.

@MainActor
@Suite("S288: ImageRenderer")
struct ImageRendererTests {
  @Test("S288: ImageRenderer holds its view and scale; its images are nil, as nothing is drawn")
  func imageRenderer() {
    let renderer = ImageRenderer(content: Text("Chart"))
    #expect(renderer.scale == 1)
    renderer.scale = 2
    #expect(renderer.scale == 2)
    #expect(renderer.content.string == "Chart")
    #if !canImport(UIKit)
      #expect(renderer.uiImage == nil)
    #endif
  }
}
