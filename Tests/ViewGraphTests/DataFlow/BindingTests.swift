import Testing
@_spi(Inspection) import ViewGraph

private struct Settings {
  var volume = 1
  var name = ""
}

private struct Parent: View {
  @State var settings = Settings()
  @State var model = Counter(1)
  var body: some View {
    VStack {
      Text("volume \(settings.volume)")
      VolumeControl(volume: $settings.volume)
      ModelField(value: $model.value)
    }
  }
}

private struct VolumeControl: View {
  @Binding var volume: Int
  var body: some View { Button("louder") { volume += 1 } }
}

private struct ModelField: View {
  @Binding var value: Int
  var body: some View { Button("model \(value)") { value += 10 } }
}

private struct Reader: View {
  @State var count = 0
  var body: some View {
    VStack {
      Text("reader \(count)")
      Writer(count: $count)
    }
  }
}

private struct Writer: View {
  @Binding var count: Int
  var body: some View { Button("write") { count += 1 } }
}

@MainActor
@Suite("@Binding")
struct BindingTests {
  @Test("S15: a binding stores nothing; it reads and writes its source of truth")
  func bindingStoresNothing() {
    var source = 1
    let binding = Binding(get: { source }, set: { source = $0 })
    binding.wrappedValue = 5
    #expect(source == 5)
    source = 9
    #expect(binding.wrappedValue == 9)
    #expect(MemoryLayout<Binding<Int>>.size == MemoryLayout<AnyObject>.size)
  }

  @Test("S16: Binding(get:set:) calls get on read and set on write")
  func getSetCalled() {
    var reads = 0
    var writes: [Int] = []
    let binding = Binding(
      get: {
        reads += 1; return 3
      }, set: { writes.append($0) })
    _ = binding.wrappedValue
    _ = binding.wrappedValue
    binding.wrappedValue = 4
    #expect(reads == 2)
    #expect(writes == [4])
  }

  @Test("S17: Binding.constant always reads its value; writes do nothing")
  func constantBinding() {
    let binding = Binding.constant(7)
    binding.wrappedValue = 8
    #expect(binding.wrappedValue == 7)
  }

  @Test("S18: $b.field writes back through the parent binding; $object.field writes the same instance")
  func derivedBindings() {
    let host = mount(Parent())
    let model = host.view(Parent.self)?.model
    host.tap("louder")
    #expect(host.view(Parent.self)?.settings.volume == 2)
    host.tap("model 1")
    #expect(host.view(Parent.self)?.model === model)
    #expect(model?.value == 11)
    #expect(host.texts.contains("model 11"))

    var value = Settings()
    let root = Binding(get: { value }, set: { value = $0 })
    root.name.wrappedValue = "Ada"
    #expect(value.name == "Ada")
  }

  @Test("S19: a write through a binding re-evaluates the views that read the value")
  func writeThroughBindingInvalidatesReaders() {
    let host = mount(Reader())
    host.tap("write")
    #expect(host.texts.contains("reader 1"))
    #expect(host.bodyEvaluationCount(of: Reader.self) == 2)
    #expect(host.bodyEvaluationCount(of: Writer.self) == 1, "Writer does not read the value")
  }

  @Test("Binding projections: optional, unwrapped, AnyHashable")
  func projections() {
    var value = 1
    let base = Binding(get: { value }, set: { value = $0 })
    let optional = Binding<Int?>(base)
    optional.wrappedValue = 3
    optional.wrappedValue = nil
    #expect(value == 3)

    var maybe: Int? = 2
    let maybeBinding = Binding(get: { maybe }, set: { maybe = $0 })
    let unwrapped = Binding(maybeBinding)
    unwrapped?.wrappedValue = 5
    #expect(maybe == 5)
    maybe = nil
    #expect(Binding(maybeBinding) == nil)

    let hashable = Binding<AnyHashable>(base)
    hashable.wrappedValue = AnyHashable(42)
    #expect(value == 42)
  }
}
