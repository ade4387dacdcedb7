import Testing
@_spi(Inspection) import ViewGraph

private struct Draft: DynamicProperty {
  @State var text = ""
  @Environment(\.tint) var tint
  var summary: String { "\(text)|\(tint)" }
}

private struct Composer: View {
  var draft = Draft()
  var body: some View {
    VStack {
      Text(draft.summary)
      Button("type") { draft.text += "a" }
    }
  }
}

private struct Highlight: ViewModifier {
  @State var isOn = false
  func body(content: Content) -> some View {
    VStack {
      content
      Button("highlight \(isOn)") { isOn.toggle() }
    }
  }
}

private struct Highlighted: View {
  var body: some View { Text("content").modifier(Highlight()) }
}

private struct Forever: View {
  var body: some View { Forever() }
}

private struct Restless: View {
  @State var count = 0
  var body: some View {
    Text("restless").onChange(of: count, initial: true) { _, _ in count += 1 }
  }
}

@MainActor
@Suite("Runtime")
struct RuntimeTests {
  @Test("A DynamicProperty of your own is installed recursively")
  func customDynamicProperty() {
    let host = mount(Composer().environment(\.tint, .vivid))
    host.tap("type")
    host.tap("type")
    #expect(host.texts.first == "aa|vivid")
  }

  @Test("A ViewModifier's @State lives with the modified view")
  func modifierState() {
    let host = mount(Highlighted())
    host.tap("highlight false")
    #expect(host.root.descendants.contains { $0.controlTitle == "highlight true" })
    #expect(host.texts.contains("content"))
  }

  @Test("A TupleView's value reads and writes its children, as SwiftUI's does")
  func tupleViewValue() {
    var pair = TupleView((Text("a"), Text("b")))
    #expect(pair.value.0.string == "a" && pair.value.1.string == "b")
    pair.value.1 = Text("c")
    #expect(pair.value.0.string == "a" && pair.value.1.string == "c")
    #expect(mount(VStack { pair }).texts == ["a", "c"])
  }

  @Test("A view that contains itself without end is bounded and reported")
  func unboundedRecursion() {
    var warnings: [RuntimeWarning] = []
    let host = mount(Forever(), warnings: &warnings)
    #expect(warnings.map(\.kind) == [.recursionLimit])
    #expect(
      warnings.first?.message
        == "Forever contains itself without end: its body produces an equal Forever in the "
        + "same environment 1 level down, so the nesting never stops. The subtree below was "
        + "not rendered.")
    // Checked from depth 256 on, where no hand-written screen nests: nodes at depth
    // 0...256 exist; the last is mounted but not rendered.
    #expect(host.nodes(Forever.self).count == 257)
  }

  @Test("Updates that never settle are stopped and reported")
  func restlessUpdates() {
    var warnings: [RuntimeWarning] = []
    _ = mount(Restless(), warnings: &warnings)
    #expect(warnings.map(\.kind) == [.updateDidNotSettle])
  }

  @Test("Identity paths name each step from the root")
  func identityPath() {
    let host = mount(Highlighted())
    let text = host.root.descendants.first { $0.text == "content" }
    #expect(text?.identity.hasPrefix("Highlighted > body: ModifiedContent<…>") == true)
  }
}
