import Testing
@_spi(Inspection) import ViewGraph

private struct Leaf: View {
  let value: Int
  var body: some View { Text("leaf \(value)") }
}

private struct ObjectLeaf: View {
  let model: Counter
  var body: some View { Text("object leaf") }
}

private struct ClosureLeaf: View {
  let action: () -> Void
  @State var taps = 0
  var body: some View { Button("closure leaf \(taps)") { taps += 1 } }
}

private struct EquatableLeaf: View, Equatable {
  let value: Int
  let noise: Int
  var body: some View { Text("equatable \(value)") }
  nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

private struct Card<Content: View>: View {
  @ViewBuilder let content: Content
  var body: some View { VStack { content } }
}

private struct Parent: View {
  @State var tick = 0
  @State var value = 0
  let shared = Counter()
  var body: some View {
    VStack {
      Text("tick \(tick)")
      Leaf(value: value)
      ObjectLeaf(model: shared)
      ClosureLeaf {}
      EquatableLeaf(value: value, noise: tick).equatable()
      Card { Leaf(value: 100) }
      Button("tick") { tick += 1 }
      Button("value") { value += 2 }
    }
  }
}

private struct MakesModels: View {
  @State var tick = 0
  var body: some View {
    VStack {
      Text("tick \(tick)")
      Child(model: Counter())
      Button("tick") { tick += 1 }
    }
  }
}

private struct Child: View {
  let model: Counter
  @State var taps = 0
  var body: some View { Button("child \(taps)") { taps += 1 } }
}

private struct LetModel: View {
  let model = Counter()
  var body: some View { Text("let model") }
}

private struct LetModelParent: View {
  @State var tick = 0
  var body: some View {
    VStack {
      Text("tick \(tick)")
      LetModel()
      Button("tick") { tick += 1 }
    }
  }
}

private struct Independent: View {
  @State var own = 0
  var body: some View { Button("own \(own)") { own += 1 } }
}

private struct IndependentParent: View {
  @State var tick = 0
  var body: some View {
    VStack {
      Text("tick \(tick)")
      Independent()
      Button("tick") { tick += 1 }
    }
  }
}

private struct LeafFailure: Error {}

private struct ErrorLeaf: View {
  let failure: Any
  var body: some View { Text("failed") }
}

private struct ErrorParent: View {
  @State var ticks = 0
  let failure: any Error = LeafFailure()
  var body: some View {
    VStack {
      ErrorLeaf(failure: failure)
      Button("tick") { ticks += 1 }
      Text("\(ticks)")
    }
  }
}

@MainActor
@Suite("Parent re-render and children")
struct ReRenderTests {
  @Test(
    "S37: a child re-evaluates only if its new value differs (data by value, refs by identity, closures always)"
  )
  func childComparison() {
    let host = mount(Parent())
    host.tap("tick")
    #expect(host.bodyEvaluationCount(of: Parent.self) == 2)
    #expect(host.bodyEvaluationCount(of: Leaf.self) == 2, "Leaf(0) and Card's Leaf(100), once each at mount")
    #expect(host.bodyEvaluationCount(of: ObjectLeaf.self) == 1, "same object")
    #expect(host.bodyEvaluationCount(of: ClosureLeaf.self) == 2, "closures always differ")
    host.tap("closure leaf 0")
    host.tap("tick")
    #expect(
      host.root.descendants.contains { $0.controlTitle == "closure leaf 1" },
      "state installed in a view holding a closure")
    #expect(host.bodyEvaluationCount(of: EquatableLeaf.self) == 1, "== ignores noise")
    #expect(host.bodyEvaluationCount(of: Card<Leaf>.self) == 1, "content compared structurally")
    host.tap("value")
    #expect(host.bodyEvaluationCount(of: Leaf.self) == 3)
    #expect(host.bodyEvaluationCount(of: EquatableLeaf.self) == 2)
  }

  @Test("S37: a child holding an error existential is compared, and a new render ends")
  func errorExistentialField() {
    let host = mount(ErrorParent())
    host.tap("tick")
    host.tap("tick")
    #expect(host.bodyEvaluationCount(of: ErrorParent.self) == 3)
    #expect(host.bodyEvaluationCount(of: ErrorLeaf.self) == 3, "an error has no equality: new input")
  }

  @Test("S38: state invalidates a child independently of its parent")
  func childInvalidatesAlone() {
    let host = mount(IndependentParent())
    host.tap("own 0")
    #expect(host.bodyEvaluationCount(of: Independent.self) == 2)
    #expect(host.bodyEvaluationCount(of: IndependentParent.self) == 1)
  }

  @Test(
    "S43: Child(model: Model()) in a parent body makes a new instance per evaluation; the child's @State survives"
  )
  func newModelPerParentEvaluation() {
    let host = mount(MakesModels())
    let first = host.view(Child.self)?.model
    host.tap("child 0")
    host.tap("tick")
    #expect(host.view(Child.self)?.model !== first)
    #expect(host.texts.contains("child 1"))
  }

  @Test("S44: a plain let model = Model() is a new instance per struct initialisation")
  func letModelRecreated() {
    let host = mount(LetModelParent())
    let first = host.view(LetModel.self)?.model
    host.tap("tick")
    #expect(host.view(LetModel.self)?.model !== first)
  }

  @Test("S51: a child fed 0 -> 2 -> 4 by two updates evaluates 3 times; .equatable() uses ==")
  func evaluationsPerUpdate() {
    let host = mount(Parent())
    host.tap("value")
    host.tap("value")
    #expect(host.view(Parent.self)?.value == 4)
    #expect(host.bodyEvaluationCount(of: EquatableLeaf.self) == 3)
  }
}

private struct BindingChild: View {
  @Binding var value: Int
  var body: some View { Text("binding child \(value)") }
}

private struct EnvironmentChild: View {
  @Environment(\.tint) var tint
  var body: some View { Text("environment child \(tint)") }
}

private struct Middle: View {
  var body: some View { EnvironmentChild() }
}

private struct ObservingChild: View {
  let model: Counter
  var body: some View { Text("observing child \(model.value)") }
}

private struct Independence: View {
  @State var value = 0
  @State var tint = Tint.plain
  let model: Counter
  var body: some View {
    VStack {
      BindingChild(value: $value)
      Middle().environment(\.tint, tint)
      ObservingChild(model: model)
      Button("value") { value += 1 }
      Button("tint") { tint = .vivid }
    }
  }
}

private struct OptionalName: View {
  @State var name: String? = nil
  var body: some View {
    VStack {
      if let name { Text("hello \(name)") }
      Button("name") { name = "Ada" }
    }
  }
}

@MainActor
@Suite("Independent invalidation")
struct IndependentInvalidationTests {
  @Test("S38: binding, environment and observation invalidate a child without its parent")
  func childrenInvalidateAlone() {
    let model = Counter()
    let host = mount(Independence(model: model))
    host.tap("value")
    #expect(host.bodyEvaluationCount(of: BindingChild.self) == 2)
    #expect(host.bodyEvaluationCount(of: Independence.self) == 1, "the owner only passed $value")
    model.value = 3
    host.update()
    #expect(host.bodyEvaluationCount(of: ObservingChild.self) == 2)
    #expect(host.bodyEvaluationCount(of: Independence.self) == 1)
    #expect(host.texts.contains("observing child 3"))
    host.tap("tint")
    #expect(host.bodyEvaluationCount(of: EnvironmentChild.self) == 2)
    #expect(host.bodyEvaluationCount(of: Middle.self) == 1, "Middle neither reads the key nor has new inputs")
  }

  @Test("ViewBuilder: if let mounts its content while the value is non-nil")
  func ifLet() {
    let host = mount(OptionalName())
    #expect(host.texts == ["name"])
    host.tap("name")
    #expect(host.texts == ["hello Ada", "name"])
  }
}

private indirect enum Chain {
  case end
  case link(Int, Chain)
}

private struct ChainLeaf: View {
  let chain: Chain
  var body: some View { Text("chain") }
}

private struct ShortChainLeaf: View {
  let chain: Chain
  var body: some View { Text("short chain") }
}

private struct ChainParent: View {
  @State var ticks = 0
  let chain: Chain = (0..<20_000).reduce(Chain.end) { .link($1, $0) }
  let shortChain: Chain = (0..<10).reduce(Chain.end) { .link($1, $0) }
  var body: some View {
    VStack {
      ChainLeaf(chain: chain)
      ShortChainLeaf(chain: shortChain)
      Button("tick") { ticks += 1 }
      Text("\(ticks)")
    }
  }
}

@MainActor
@Suite("Deep values")
struct DeepValueTests {
  @Test("S37: a child holding a very deep value is compared without exhausting the stack")
  func deepValue() {
    let host = mount(ChainParent())
    host.tap("tick")
    #expect(host.bodyEvaluationCount(of: ChainParent.self) == 2)
    #expect(host.bodyEvaluationCount(of: ShortChainLeaf.self) == 1, "equal, compared in full")
    #expect(host.bodyEvaluationCount(of: ChainLeaf.self) == 2, "too deep to compare: a new input")
  }
}
