import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// API of the current SDK that apps reach, as Apple declares it.

@MainActor
@Suite("S280: ContentBuilder")
struct ContentBuilderTests {
  @Test("S280: a @ContentBuilder closure builds views as a @ViewBuilder one does")
  func contentBuilder() {
    struct Card<Content: View>: View {
      let content: Content
      init(@ContentBuilder content: () -> Content) { self.content = content() }
      var body: some View { VStack { content } }
    }
    let host = mount(
      Card {
        Text("Title")
        if true { Text("Shown") }
      })
    #expect(host.texts == ["Title", "Shown"])
  }
}
