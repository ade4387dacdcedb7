import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private struct Document: View {
  @State var renames = 0
  var body: some View {
    VStack {
      Text("renamed \(renames)")
      RenameButton()
    }
    .renameAction { renames += 1 }
  }
}

private struct Bare: View {
  @Environment(\.rename) var rename
  var body: some View {
    VStack {
      Text(rename == nil ? "no rename" : "rename")
      RenameButton()
    }
  }
}

@MainActor
@Suite("S155: RenameButton runs the renameAction above it")
struct RenameButtonTests {
  @Test("S155: tapping RenameButton runs the action renameAction set")
  func runsTheAction() {
    let host = mount(Document())
    host.tap("Rename")
    #expect(host.texts.contains("renamed 1"))
  }

  @Test("S155: with no renameAction above, \\.rename is nil and the button does nothing")
  func nothingAbove() {
    let host = mount(Bare())
    #expect(host.texts.contains("no rename"))
    host.tap("Rename")
    #expect(host.texts.contains("no rename"))
  }
}
