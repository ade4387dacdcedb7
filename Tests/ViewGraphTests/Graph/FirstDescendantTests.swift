import Testing
@_spi(Inspection) import ViewGraph

private struct Card: View {
  let title: String
  var body: some View { Text(title) }
}

private struct Deck: View {
  var body: some View {
    VStack {
      Text("Top")
      Card(title: "One")
      HStack {
        Text("Inner")
        Card(title: "Two")
      }
    }
  }
}

/// `firstDescendant(where:)` stops at its match, where `descendants` lists the subtree:
/// it must find what `descendants.first(where:)` finds, texts held by value included.
@MainActor
@Suite("Node.firstDescendant(where:)")
struct FirstDescendantTests {
  @Test("finds the node descendants.first finds, in the same depth-first order")
  func sameNodeAsDescendants() {
    let host = mount(Deck())
    let card = host.root.firstDescendant { $0.viewType == Card.self }
    #expect(card != nil)
    #expect(card === host.root.descendants.first { $0.viewType == Card.self })
    #expect(card?.children.first?.text == "One", "the first card, not the nested one")
  }

  @Test("finds a text held by value, as the same node later inspections see")
  func findsLeafHeldByValue() {
    let host = mount(Deck())
    let inner = host.root.firstDescendant { $0.text == "Inner" }
    #expect(inner != nil)
    #expect(inner === host.root.descendants.first { $0.text == "Inner" })
  }

  @Test("answers nil when no node matches, and the root itself when it matches")
  func missAndRoot() {
    let host = mount(Deck())
    #expect(host.root.firstDescendant { $0.text == "Absent" } == nil)
    #expect(host.root.firstDescendant { _ in true } === host.root)
  }
}
