import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the screens a probe of common iOS 16–26 apps measured write it, and mounted, so the
// snippet is compiled in full and its view runs.

// RSSBud's menu style wraps the menu itself; CodexBar shows details behind a link button.
private struct PressableMenuStyle: MenuStyle {
  var isPressed = false
  func makeBody(configuration: Configuration) -> some View {
    Menu(configuration).scaleEffect(isPressed ? 0.97 : 1)
  }
}

private struct DetailsScreen: View {
  @State private var isExpanded = false
  var body: some View {
    VStack {
      Menu("More") { Button("Copy") {} }.menuStyle(PressableMenuStyle())
      Button(isExpanded ? "Hide details" : "Show details") { isExpanded.toggle() }
        .buttonStyle(.link)
        .font(.footnote)
    }
  }
}

@MainActor
@Suite("Corpus screen: a link button and a menu style wrapping its menu")
struct DetailsScreenTests {
  @Test("a link-styled button acts; a menu style may wrap Menu(configuration)")
  func linkButtonAndMenuStyle() {
    let host = mount(DetailsScreen())
    host.tap("Show details")
    #expect(host.shows("Hide details"))
  }
}
