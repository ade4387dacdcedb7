import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A pass card outlined by a stroked capsule, as Backyard Birds' shop writes it.
private struct PassCard: View {
  @State private var chosen = false
  var body: some View {
    Button(chosen ? "Chosen" : "Choose") { chosen.toggle() }
      .overlay(.bar, in: .capsule.stroke())
      .background(.quaternary, in: .capsule)
  }
}

@MainActor
@Suite("S365: overlay(_:in:fillStyle:)")
struct OverlayInShapeTests {
  @Test("S365: the style and the shape's type are recorded, as background(_:in:fillStyle:) records them")
  func recorded() {
    let outlined = Text("Pass").overlay(Color.red, in: Capsule())
    #expect(outlined.modifier.name == "overlay")
    #expect(outlined.modifier.arguments == "red, Capsule")
    let filled = Text("Pass").background(Color.red, in: Capsule())
    #expect(filled.modifier.arguments == outlined.modifier.arguments)
  }

  @Test("S365: a view with a shape overlay keeps its action and its state")
  func keepsItsAction() {
    let host = mount(PassCard())
    host.tap("Choose")
    #expect(host.shows("Chosen"))
  }
}
