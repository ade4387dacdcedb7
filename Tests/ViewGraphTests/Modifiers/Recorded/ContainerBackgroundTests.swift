import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Found by the corpus re-measure of issue 49 (S315): declared as Apple declares it.

@MainActor
@Suite("S315: containerBackground")
struct ContainerBackgroundTests {
  @Test("S315: containerBackground takes a placement and a view or a style, recorded by placement")
  func containerBackground() {
    let widget = Text("w").containerBackground(for: .widget) { Color.teal }
    let navigation = Text("n").containerBackground(.blue, for: .navigation)
    #expect("\(widget.modifier.name)(\(widget.modifier.arguments))" == "containerBackground(widget)")
    #expect(navigation.modifier.arguments == "navigation")
    #expect(ContainerBackgroundPlacement.tabView != .navigationSplitView)
  }
}
