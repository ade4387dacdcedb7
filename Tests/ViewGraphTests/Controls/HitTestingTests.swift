import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog

@MainActor
@Suite("S81: hit testing and hidden views")
struct HitTestingTests {
  @Test("S81: a control below allowsHitTesting(false) takes no tap until it allows hit testing")
  func allowsHitTestingFalseBlocksTaps() {
    let host = mount(OverlaidControlsScreen())
    let increment = host.controlNode("Increment")
    #expect(increment?.allowsHitTesting == false)
    #expect(increment?.isHidden == false)
    #expect(host.shows("Count 0"))
    host.tap("Unlock")
    #expect(host.controlNode("Increment")?.allowsHitTesting == true)
    host.tap("Increment")
    #expect(host.shows("Count 1"))
  }

  @Test("S81: a hidden view stays mounted and appears, but shows no text and takes no tap")
  func hiddenViewIsMountedButNotShown() {
    let host = mount(OverlaidControlsScreen())
    #expect(host.shows("hidden content appeared"))
    #expect(!host.shows("Secret"))
    #expect(host.texts.contains("Secret"))
    let hidden = host.controlNode("Hidden button")
    #expect(hidden?.isHidden == true)
    #expect(hidden?.allowsHitTesting == false)
    #expect(host.shows("Count 0"))
  }
}
