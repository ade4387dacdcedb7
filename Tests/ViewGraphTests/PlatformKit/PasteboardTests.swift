import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private struct InviteScreen: View {
  let code: String
  var body: some View {
    VStack {
      Button("Copy code") { UIPasteboard.general.string = code }
      Button("Copy hash") {
        NSPasteboard.general.clearContents()
        NSPasteboard.general.setString(code, forType: .string)
      }
    }
  }
}

private struct PasteScreen: View {
  @State private var pasted = ""
  var body: some View {
    VStack {
      Text(pasted)
      Button("Paste") { pasted = UIPasteboard.general.string ?? "nothing" }
      Button("Paste hash") { pasted = NSPasteboard.general.string(forType: .string) ?? "nothing" }
    }
  }
}

@MainActor
@Suite("S182: UIPasteboard.general and NSPasteboard.general are in-memory pasteboards, one per process")
struct PasteboardTests {
  @Test("S182: what one screen copies to UIPasteboard.general another pastes; items = [] empties it")
  func uiPasteboardCarriesStrings() {
    UIPasteboard.general.items = []
    let copier = mount(InviteScreen(code: "XK-42"))
    let paster = mount(PasteScreen())
    paster.tap("Paste")
    #expect(paster.texts.first == "nothing")
    copier.tap("Copy code")
    #expect(UIPasteboard.general.string == "XK-42")
    #expect(UIPasteboard.general.hasStrings)
    paster.tap("Paste")
    #expect(paster.texts.first == "XK-42")
    UIPasteboard.general.url = URL(string: "https://example.com")!
    #expect(UIPasteboard.general.string == "https://example.com")
    #expect(UIPasteboard.general.hasURLs)
    UIPasteboard.general.items = []
    #expect(UIPasteboard.general.string == nil)
  }

  @Test("S182: NSPasteboard.general keeps each type's contents until clearContents()")
  func nsPasteboardCarriesTypes() {
    NSPasteboard.general.clearContents()
    let copier = mount(InviteScreen(code: "a1b2c3"))
    let paster = mount(PasteScreen())
    copier.tap("Copy hash")
    #expect(NSPasteboard.general.types == [.string])
    paster.tap("Paste hash")
    #expect(paster.texts.first == "a1b2c3")
    let before = NSPasteboard.general.changeCount
    #expect(NSPasteboard.general.clearContents() == before + 1)
    #expect(NSPasteboard.general.string(forType: .string) == nil)
  }
}
