import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

private struct ScrollReader: View {
  @Environment(\.isScrollEnabled) private var isScrollEnabled
  let name: String
  var body: some View { Text("\(name) \(isScrollEnabled)") }
}

@MainActor
@Suite("S102: scrollDisabled and isScrollEnabled")
struct EnvironmentValuesScrollTests {
  @Test(
    "S102: scrollDisabled(true) makes isScrollEnabled false below it; scrollDisabled(false) does not undo it")
  func scrollDisabledSetsIsScrollEnabled() {
    let host = mount(
      VStack {
        ScrollReader(name: "Top")
        VStack {
          ScrollReader(name: "Disabled")
          ScrollReader(name: "Inner").scrollDisabled(false)
        }
        .scrollDisabled(true)
        ScrollReader(name: "Enabled").scrollDisabled(false)
      })
    #expect(host.texts == ["Top true", "Disabled false", "Inner false", "Enabled true"])
  }
}
