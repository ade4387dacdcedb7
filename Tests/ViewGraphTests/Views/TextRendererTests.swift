import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the screens a probe of common iOS 16–26 apps measured write it, and mounted, so the
// snippet is compiled in full and its view runs.

private struct Shimmer: TextRenderer {
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for line in layout {
      for run in line { context.draw(run, options: .disablesSubpixelQuantization) }
    }
  }
}

private struct Highlight: TextAttribute {}

@MainActor
@Suite("TextRenderer")
struct TextRendererTests {
  @Test("a text renderer and custom attributes compile and the text mounts")
  func textRenderer() {
    let host = mount(Text("Loading").customAttribute(Highlight()).textRenderer(Shimmer()))
    #expect(host.texts == ["Loading"])
  }
}
