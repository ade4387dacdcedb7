import Testing

@_spi(Inspection) @testable import ViewGraph

/// A row whose body is a stack of texts (held by value, with its texts) beside a stack
/// that holds a button (a node: a button runs an action).
private struct Card: View {
  let counter: Counter
  var body: some View {
    VStack {
      HStack {
        Text("Count \(counter.value)")
        VStack {
          Text("Nested")
          if counter.other == 0 { Text("Shown while other is 0") }
        }
      }
      HStack {
        Text("Label")
        Button("Increment") { counter.value += 1 }
      }
    }
  }
}

/// Three stacks around a text, shown on a tap: they stand for four levels below the
/// `if`'s node, at depth 2.
private struct DeepStacks: View {
  @State var deep = false
  var body: some View {
    VStack {
      Button("Deepen") { deep = true }
      if deep { VStack { VStack { VStack { Text("bottom") } } } }
    }
  }
}

/// A stack whose only views are held by value (``InertContainer``) is held by value in
/// its parent until something inspects the tree, as a text is (LeafChildTests): what
/// inspection sees must be what a node per stack showed.
@MainActor
@Suite("Stacks of values held by value")
struct InertContainerTests {
  private func stackOfCount(_ host: ViewHost) -> Node? {
    host.root.descendants.first { node in
      node.typeName.hasPrefix("HStack") && node.children.first?.text?.hasPrefix("Count") == true
    }
  }

  /// The outer stack of `Card`, found without inspecting what it holds.
  private func outerStack(_ host: ViewHost) throws -> Node {
    try #require(host.root.childList.node(at: 0))
  }

  @Test("a stack of texts is a value until inspected; one with a button is a node at once")
  func heldUntilInspected() throws {
    let host = mount(Card(counter: Counter()))
    let outer = try outerStack(host)
    #expect(outer.childList.count == 2)
    guard case .leaf(let stack) = outer.childList[0] else {
      Issue.record("the stack of texts has a node before any inspection")
      return
    }
    #expect(stack.info.valueHeight == 3, "HStack > [1] VStack > [1] if > Text")
    #expect(outer.childList.node(at: 1) != nil, "the stack with a button")
    // Inspection makes its nodes, once.
    let made = try #require(stackOfCount(host))
    #expect(outer.childList.node(at: 0) === made)
    #expect(stackOfCount(host) === made)
  }

  @Test("a stack's nodes sit where their mount would have put them")
  func placement() throws {
    let host = mount(Card(counter: Counter()))
    let stack = try #require(stackOfCount(host))
    let outer = try #require(stack.parent)
    #expect(stack.component == .index(0))
    #expect(stack.depth == outer.depth + 1)
    #expect(stack.environment.isIdentical(to: outer.childEnvironment))
    let nested = try #require(stack.children.last)
    #expect(nested.typeName.hasPrefix("VStack"))
    #expect(nested.component == .index(1))
    #expect(nested.descendants.compactMap(\.text) == ["Nested", "Shown while other is 0"])
    #expect(nested.children.first?.identity.hasSuffix("[0]: HStack<…> > [1]: VStack<…> > [0]: Text") == true)
  }

  @Test("a stack changed before it was first inspected shows its latest texts")
  func changedBeforeInspection() {
    let counter = Counter()
    let host = mount(Card(counter: counter))
    counter.value = 2
    counter.other = 1
    host.update()
    #expect(host.texts == ["Count 2", "Nested", "Label", "Increment"])
    counter.other = 0
    host.update()
    #expect(host.texts == ["Count 2", "Nested", "Shown while other is 0", "Label", "Increment"])
  }

  @Test("an inspected stack is one identity across re-renders, updated in place")
  func stableAcrossReRenders() throws {
    let counter = Counter()
    let host = mount(Card(counter: counter))
    let stack = try #require(stackOfCount(host))
    host.tap("Increment")
    #expect(stackOfCount(host) === stack)
    #expect(stack.children.first?.text == "Count 1")
    counter.other = 1
    host.update()
    #expect(stack.children.last?.descendants.compactMap(\.text) == ["Nested"])
    #expect(stack.isMounted)
  }

  @Test(
    "a stack whose views would reach the host's depth limit gets nodes; built-in views alone are no level (S202)"
  )
  func depthLimit() {
    var warnings: [RuntimeWarning] = []
    let host = mount(DeepStacks(), warnings: &warnings)
    host.maximumDepth = 6
    warnings += collectWarnings(in: host) { host.tap("Deepen") }
    // The text sits 6 nodes deep but inside one view of the app: the limit counts levels
    // of the app's views (built-in views up to 16 nodes a level), so nothing is stopped.
    #expect(warnings.map(\.kind) == [])
    #expect(host.texts.contains("bottom"))
  }

  @Test("a stack whose views stay within the host's depth limit is a value")
  func withinDepthLimit() {
    var warnings: [RuntimeWarning] = []
    let host = mount(DeepStacks(), warnings: &warnings)
    host.maximumDepth = 7
    warnings += collectWarnings(in: host) { host.tap("Deepen") }
    #expect(warnings.isEmpty)
    #expect(host.texts == ["Deepen", "bottom"])
  }
}
