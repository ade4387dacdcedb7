import Testing
@_spi(Inspection) import ViewGraph

/// A parent whose body passes a changing initial value to a child's @State.
private struct Seeded: View {
  @State var count: Int
  init(seed: Int) { _count = State(initialValue: seed) }
  var body: some View { Text("count \(count)") }
}

private struct SeedParent: View {
  @State var seed = 1
  var body: some View {
    VStack {
      Seeded(seed: seed)
      Button("bump seed") { seed += 10 }
    }
  }
}

private struct Pair: View {
  var body: some View {
    VStack {
      Tally(label: "a")
      Tally(label: "b")
    }
  }
}

private struct Tally: View {
  let label: String
  @State var count = 0
  var body: some View {
    Button("\(label) \(count)") { count += 1 }
  }
}

private struct InitAssigns: View {
  @State var name = "default"
  @State var other: String
  init() {
    _other = State(initialValue: "initial")
    name = "from init"  // lost: the wrapper is not installed yet (S3)
  }
  var body: some View { Text("\(name) \(other)") }
}

/// Written as BoringNotch's face is: typed, non-private state with values, set by callers.
private struct Face: View {
  @State var height: CGFloat = 20
  @State var width: CGFloat = 30
  @State private var isBlinking = false
  var body: some View {
    Button("face \(Int(width))×\(Int(height))") { height += 1 }
  }
}

private struct Faces: View {
  var body: some View {
    VStack {
      Face(height: 70, width: 80)
      Face()
    }
  }
}

private struct OwnsModel: View {
  @State var model = Counter()
  var body: some View { Text("value \(model.value)") }
}

private struct OwnsModelParent: View {
  @State var tick = 0
  var body: some View {
    VStack {
      Text("tick \(tick)")
      OwnsModel()
      Button("tick") { tick += 1 }
    }
  }
}

private struct ReadsInAction: View {
  @State var count = 0
  @State var seen: [Int] = []
  var body: some View {
    Button("go") {
      count = 5
      seen.append(count)
    }
  }
}

private struct WritesDuringBody: View {
  @State var count = 0
  var body: some View {
    count = 1
    return Text("count")
  }
}

private struct PassesBindingOnly: View {
  @State var isOn = false
  var body: some View { BindingReader(isOn: $isOn) }
}

private struct BindingReader: View {
  @Binding var isOn: Bool
  var body: some View { Toggle("flag \(isOn)", isOn: $isOn) }
}

@MainActor
@Suite("@State")
struct StateTests {
  @Test("S1: storage is created once per identity from the first struct's initial value")
  func storageCreatedOncePerIdentity() {
    let host = mount(SeedParent())
    #expect(host.texts.contains("count 1"))
    host.tap("bump seed")
    #expect(host.view(SeedParent.self)?.seed == 11)
    #expect(host.texts.contains("count 1"), "a later initial value must be ignored")
  }

  @Test("S2: two instances of one view type at different positions have separate storage")
  func separateStoragePerPosition() {
    let host = mount(Pair())
    host.tap("a 0")
    host.tap("a 1")
    host.tap("b 0")
    #expect(host.texts == ["a 2", "b 1"])
  }

  @Test("S3: self.x = v in init is lost; _x = State(initialValue:) takes effect at first install")
  func initAssignmentIsLost() {
    var host: ViewHost?
    let warnings = collectWarnings { host = ViewHost(InitAssigns()) }
    #expect(host?.texts == ["default initial"])
    #expect(warnings.map(\.kind) == [.stateAccessedOutsideInstall])
  }

  @Test("S4 eager: the initial expression runs on every struct init; extras are discarded")
  func eagerInitialValues() {
    Counter.made = 0
    let host = mount(OwnsModelParent(), .eager)
    let first = host.view(OwnsModel.self)?.model
    #expect(Counter.made == 1)
    host.tap("tick")
    host.tap("tick")
    #expect(Counter.made == 3, "each parent body re-creates OwnsModel and evaluates Counter()")
    #expect(host.view(OwnsModel.self)?.model === first, "the installed model survives")
    #expect(host.discardedInitialValueCount(of: OwnsModel.self) == 2)
  }

  @Test("S4 lazy: the initial expression runs once, when storage is created")
  func lazyInitialValues() {
    Counter.made = 0
    let host = mount(OwnsModelParent(), .lazy)
    let first = host.view(OwnsModel.self)?.model
    host.tap("tick")
    host.tap("tick")
    #expect(Counter.made == 1)
    #expect(host.view(OwnsModel.self)?.model === first)
    #expect(host.discardedInitialValueCount(of: OwnsModel.self) == 0)
  }

  @Test("S4: a typed, non-private @State with a value is a memberwise parameter whose default is that value")
  func memberwiseParameter() {
    let host = mount(Faces())
    #expect(host.texts == ["face 80×70", "face 30×20"])
    host.tap("face 80×70")
    #expect(
      host.texts == ["face 80×71", "face 30×20"], "the parameter is the initial value; state then owns it")
  }

  @Test("S5: outside an installed view reads give the initial value, writes drop, $x is constant")
  func outsideInstall() {
    let view = Tally(label: "x")
    var read = -1
    let warnings = collectWarnings {
      read = view.count
      view.count = 7
      let binding = view.$count
      binding.wrappedValue = 9
      #expect(binding.wrappedValue == 0)
    }
    #expect(read == 0)
    #expect(warnings.count == 3)
    #expect(warnings.allSatisfy { $0.kind == .stateAccessedOutsideInstall })
    #expect(
      warnings.first?.message
        == "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."
    )
  }

  @Test("S6: after a write, the next read in an action sees the new value")
  func readAfterWriteInAction() {
    let host = mount(ReadsInAction())
    host.tap("go")
    #expect(host.view(ReadsInAction.self)?.seen == [5])
  }

  @Test("S7: writing state while a body is evaluated is reported")
  func writeDuringBody() {
    var warnings: [RuntimeWarning] = []
    _ = mount(WritesDuringBody(), warnings: &warnings)
    #expect(warnings.map(\.kind) == [.stateModifiedDuringUpdate])
    #expect(
      warnings.first?.message
        == "Modifying state during view update, this will cause undefined behavior. (WritesDuringBody.count)"
    )
  }

  @Test("S8: a write re-evaluates the owner only if its body read the value; $x creates no dependency")
  func bindingOnlyCreatesNoDependencyInOwner() {
    let host = mount(PassesBindingOnly())
    #expect(host.bodyEvaluationCount(of: PassesBindingOnly.self) == 1)
    #expect(host.bodyEvaluationCount(of: BindingReader.self) == 1)
    host.tap("flag false")
    #expect(host.texts == ["flag true"])
    #expect(host.bodyEvaluationCount(of: PassesBindingOnly.self) == 1)
    #expect(host.bodyEvaluationCount(of: BindingReader.self) == 2)
  }
}
