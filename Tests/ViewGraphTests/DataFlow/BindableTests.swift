import Testing
@_spi(Inspection) import ViewGraph

private struct OwnsWithBindable: View {
  @Bindable var model = Counter()
  var body: some View { Text("value \(model.value)") }
}

private struct Host: View {
  @State var tick = 0
  var body: some View {
    VStack {
      Text("tick \(tick)")
      OwnsWithBindable()
      Button("tick") { tick += 1 }
    }
  }
}

private struct Editor: View {
  @Bindable var model: Counter
  var body: some View {
    VStack {
      Stepper("stepper \(model.value)", value: $model.value)
      LocalBindable(model: model)
      Button("inline") { Bindable(model).value.wrappedValue = 100 }
    }
  }
}

private struct LocalBindable: View {
  let model: Counter
  var body: some View {
    @Bindable var model = model
    Toggle("local", isOn: Binding(get: { model.value > 0 }, set: { model.value = $0 ? 1 : 0 }))
    Button("local set") { $model.value.wrappedValue = 50 }
  }
}

@MainActor
@Suite("@Bindable")
struct BindableTests {
  @Test("S20: @Bindable owns no storage; @Bindable var m = Model() is new on every struct init")
  func bindableOwnsNothing() {
    let host = mount(Host())
    let first = host.view(OwnsWithBindable.self)?.model
    host.tap("tick")
    let second = host.view(OwnsWithBindable.self)?.model
    #expect(first !== second)
  }

  @Test("S21: $m.prop is a Binding to that property; works as a local and inline")
  func bindableProjections() {
    let model = Counter(1)
    let host = mount(Editor(model: model))
    let stepper = host.root.descendants.first { $0.control?.kind == .stepper }?.control
    host.perform { stepper?.steps?.increment?() }
    #expect(model.value == 2)
    host.tap("local set")
    #expect(model.value == 50)
    host.tap("inline")
    #expect(model.value == 100)
    host.update()
    #expect(host.root.descendants.contains { $0.controlTitle == "stepper 100" })
  }
}
