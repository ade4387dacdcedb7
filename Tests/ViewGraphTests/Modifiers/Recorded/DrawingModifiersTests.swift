import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// API of the current SDK that apps reach, as Apple declares it.

@MainActor
@Suite("symbolColorRenderingMode")
struct DrawingModifiersTests {
  @Test("symbolColorRenderingMode is recorded on a view, nil too, and an Image takes it")
  func symbolColorRenderingMode() {
    let recorded = [
      Label("Hot", systemImage: "flame.fill").symbolColorRenderingMode(.gradient).modifier,
      Text("a").symbolColorRenderingMode(.flat).modifier,
      Text("a").symbolColorRenderingMode(nil).modifier,
    ]
    #expect(
      recorded.map { "\($0.name)(\($0.arguments))" } == [
        "symbolColorRenderingMode(gradient)", "symbolColorRenderingMode(flat)",
        "symbolColorRenderingMode(nil)",
      ])
    // Image's own form keeps it an Image, as Apple's does, so Image-only modifiers still follow.
    let image = Image(systemName: "flame.fill").symbolColorRenderingMode(.gradient).resizable()
    #expect(type(of: image) == Image.self)
  }
}
