import Testing
@_spi(Inspection) import ViewGraph

private struct Composer: View {
  @State var drafts = 0
  @State var templates = 0
  var body: some View {
    VStack {
      Menu("New") {
        Button("From template") { templates += 1 }
      } primaryAction: {
        drafts += 1
      }
      .menuOrder(.fixed)
      ControlGroup {
        Button("Undo") { drafts -= 1 }
      }
      .controlGroupStyle(.navigation)
    }
  }
}

@MainActor
@Suite("S166: a menu's primary action runs on a tap")
struct MenuPrimaryActionTests {
  @Test("S166: tapping a menu with a primary action runs it; its items stay mounted and act")
  func tapRunsPrimaryAction() {
    let host = mount(Composer())
    host.tap("New")
    #expect(host.view(Composer.self)?.drafts == 1)
    host.tap("From template")
    #expect(host.view(Composer.self)?.templates == 1)
    host.tap("Undo")
    #expect(host.view(Composer.self)?.drafts == 0)
  }
}
