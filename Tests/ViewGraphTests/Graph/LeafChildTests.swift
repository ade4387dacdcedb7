import Testing
@_spi(Inspection) import ViewGraph

/// A stack of texts, one of which follows a model, and one shown while the model's
/// `other` is zero. Changed through the model, so that a test can change it without
/// inspecting the tree first (a tap finds its button by inspecting).
private struct Labels: View {
  let counter: Counter
  var body: some View {
    VStack {
      Text("Title")
      Text("Count \(counter.value)")
      if counter.other == 0 { Text("Footer") }
      Button("Increment") { counter.value += 1 }
    }
  }
}

/// A leaf (`Text`) is held by value in its parent until something inspects the tree
/// (ChildList.swift): what inspection sees must be what a node per text showed.
@MainActor
@Suite("Leaf children held by value")
struct LeafChildTests {
  private func textNode(_ host: ViewHost, _ prefix: String) -> Node? {
    host.root.descendants.first { $0.text?.hasPrefix(prefix) == true }
  }

  @Test("a text's node is one object across inspections and re-renders, and shows its value")
  func textNodeIsStable() throws {
    let host = mount(Labels(counter: Counter()))
    let title = try #require(textNode(host, "Title"))
    let count = try #require(textNode(host, "Count"))
    #expect(textNode(host, "Title") === title)
    host.tap("Increment")
    // Updated in place: the same identity, with its new string.
    #expect(textNode(host, "Count") === count)
    #expect(count.text == "Count 1")
    #expect(textNode(host, "Title") === title)
    #expect(count.isMounted)
  }

  @Test("a text changed before it was first inspected shows its latest value")
  func textChangedBeforeInspection() {
    let counter = Counter()
    let host = mount(Labels(counter: counter))
    counter.value = 2
    host.update()
    #expect(host.texts == ["Title", "Count 2", "Footer", "Increment"])
  }

  @Test("a text's node sits where its node was: parent, identity, depth and environment")
  func textNodePlacement() throws {
    let host = mount(Labels(counter: Counter()))
    let count = try #require(textNode(host, "Count"))
    let stack = try #require(count.parent)
    #expect(stack.typeName.hasPrefix("VStack"))
    #expect(count.component == .index(1))
    #expect(count.depth == stack.depth + 1)
    #expect(count.environment.description == stack.environment.description)
    #expect(count.identity.hasSuffix("[1]: Text"))
    #expect(stack.children.map(\.component).prefix(2) == [.index(0), .index(1)])
  }

  @Test("a text that leaves the tree is unmounted, and one that comes back is a new identity")
  func textLeavesAndReturns() throws {
    let counter = Counter()
    let host = mount(Labels(counter: counter))
    let footer = try #require(textNode(host, "Footer"))
    counter.other = 1
    host.update()
    #expect(!footer.isMounted)
    #expect(textNode(host, "Footer") == nil)
    counter.other = 0
    host.update()
    let again = try #require(textNode(host, "Footer"))
    #expect(again !== footer)
    #expect(again.isMounted)
  }

  @Test("a text removed before it was ever inspected leaves nothing behind")
  func textRemovedUninspected() {
    let counter = Counter()
    let host = mount(Labels(counter: counter))
    counter.other = 1
    host.update()
    #expect(host.texts == ["Title", "Count 0", "Increment"])
    counter.other = 0
    counter.value = 3
    host.update()
    #expect(host.texts == ["Title", "Count 3", "Footer", "Increment"])
  }
}
