import Testing
@_spi(Inspection) import ViewGraph

/// What the observers saw, outside the view so the test can read it.
@MainActor private final class ObserverLog {
  static var entries: [String] = []
}

/// A `@State` with `didSet` and one with `willSet`, as ChordCombiner's detail views write them.
private struct ObservedCounter: View {
  @State var count = 0 {
    didSet { ObserverLog.entries.append("count \(oldValue) → \(count)") }
  }
  @State var label: String? {
    willSet { ObserverLog.entries.append("label → \(newValue ?? "nil")") }
  }
  @State var title: String {
    didSet(previous) { ObserverLog.entries.append("title \(previous) → \(title)") }
  }
  init(title: String = "draft") {
    // An initialiser's assignment initialises the storage; observers do not run, as for a
    // stored property.
    self.title = title
  }
  var body: some View {
    VStack {
      Button("rename") { title = "final" }
      Button("increment") { count += 1 }
      Button("name") { label = "chord" }
      BindingIncrement(count: $count)
      Text("count \(count)")
      Text("label \(label ?? "none")")
    }
  }
}

private struct BindingIncrement: View {
  @Binding var count: Int
  var body: some View { Button("through the binding") { count += 1 } }
}

@MainActor @Suite("@State with observers")
struct StateObserverTests {
  @Test("S174: a @State's didSet and willSet run when the view assigns it, not when a binding writes it")
  func observersRunOnAssignment() {
    ObserverLog.entries = []
    let host = mount(ObservedCounter())
    host.tap("increment")
    host.tap("name")
    host.tap("rename")
    #expect(ObserverLog.entries == ["count 0 → 1", "label → chord", "title draft → final"])
    #expect(host.texts.contains("label chord"))
    host.tap("through the binding")
    #expect(host.texts.contains("count 2"))
    // The child wrote through `$count`: the storage, not the property's setter.
    #expect(ObserverLog.entries == ["count 0 → 1", "label → chord", "title draft → final"])
  }
}
