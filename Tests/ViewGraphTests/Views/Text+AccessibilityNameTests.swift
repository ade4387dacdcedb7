import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// Two colors blended, named in the text, as iOS18Tour's color-mixing example writes it.
private struct ColorBlend: View {
  @State private var second = Color.blue
  var body: some View {
    VStack {
      Text("Mixing \(accessibilityName: Color.red) with \(accessibilityName: second)")
      Button("Green") { second = .green }
    }
  }
}

@MainActor
@Suite("S366: a color's accessibility name in a string interpolation")
struct TextAccessibilityNameTests {
  @Test("S366: \\(accessibilityName:) writes the color's name, and follows the state it reads")
  func namesTheColor() {
    let host = mount(ColorBlend())
    #expect(host.shows("Mixing red with blue"))
    host.tap("Green")
    #expect(host.shows("Mixing red with green"))
  }
}
