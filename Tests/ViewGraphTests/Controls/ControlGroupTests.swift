import Testing
@_spi(Inspection) import ViewGraph

private struct FormattingBar: View {
  @State private var log: [String] = []
  var body: some View {
    VStack {
      ControlGroup {
        Button("Bold") { log.append("bold") }
        Button("Italic") { log.append("italic") }
      }
      ControlGroup("Align", systemImage: "text.alignleft") {
        Button("Left") { log.append("left") }
      }
      .controlGroupStyle(.menu)
      Text(log.joined(separator: " "))
    }
  }
}

@MainActor
@Suite("ControlGroup")
struct ControlGroupTests {
  @Test("a control group's buttons are controls a user reaches, in order")
  func buttonsAct() {
    let host = mount(FormattingBar())
    host.tap("Bold")
    host.tap("Italic")
    host.tap("Left")
    #expect(host.shows("bold italic left"))
  }

  @Test("a labelled control group shows its label before its content")
  func labelShown() {
    let host = mount(FormattingBar())
    #expect(host.texts.prefix(5) == ["Bold", "Italic", "Align", "Left", ""])
    let symbols = host.nodes(Image.self).compactMap { $0.value as? Image }
    #expect(symbols.map(\.name) == ["text.alignleft"])
  }
}
