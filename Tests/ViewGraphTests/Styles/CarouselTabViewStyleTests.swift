import Testing
@_spi(Inspection) import ViewGraph

/// A watch app's tabs, as Backyard Birds' watch target writes them.
private struct BackyardTabs: View {
  @State private var refills = 0
  var body: some View {
    TabView {
      Button("Refill \(refills)") { refills += 1 }
      Text("Visitors")
    }
    .tabViewStyle(.carousel)
  }
}

@MainActor
@Suite("S362: TabViewStyle.carousel")
struct CarouselTabViewStyleTests {
  @Test("S362: .carousel is recorded as the tab view's style, and its tabs' content works")
  func carouselIsRecorded() {
    let styled = Text("tabs").tabViewStyle(.carousel)
    #expect("\(styled.modifier.name)(\(styled.modifier.arguments))" == "tabViewStyle(carousel)")
    #expect(CarouselTabViewStyle()._styleName == "carousel")
    let host = mount(BackyardTabs())
    host.tap("Refill 0")
    #expect(host.shows("Refill 1"))
    #expect(host.shows("Visitors"))
  }
}
