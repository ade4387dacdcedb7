import Testing
@_spi(Inspection) import ViewGraph

/// Seeds its state from a parameter the way screens do: no inline default, `self.x = v`.
private struct NameEditor: View {
  @State private var name: String
  @State private var draft: Draft
  @State var attempts: Int
  init(name: String) {
    self.name = name
    self.draft = Draft(title: name.uppercased())
    _attempts = State(initialValue: 3)
  }
  var body: some View {
    VStack {
      Text("name \(name)")
      Text("draft \(draft.title)")
      TextField("Name", text: $name)
      Button("attempt") { attempts += 1 }
      Text("attempts \(attempts)")
    }
  }
}

private struct Draft { var title: String }

private struct EditorParent: View {
  @State var seed = "ada"
  var body: some View {
    VStack {
      NameEditor(name: seed)
      Button("reseed") { seed = "grace" }
    }
  }
}

@MainActor @Suite("@State set in an initialiser")
struct StateInitAssignmentTests {
  /// The texts that read state, without the controls' titles.
  private func isReading(_ text: String) -> Bool {
    ["name ", "draft ", "attempts "].contains { text.hasPrefix($0) }
  }

  @Test(
    "S57: self.x = v in init installs v for a @State without an inline default",
    arguments: StateInitialization.allCases)
  func initAssignmentInstalls(mode: StateInitialization) {
    let host = mount(EditorParent(), mode)
    #expect(host.texts.filter(isReading) == ["name ada", "draft ADA", "attempts 3"])
    host.tap("attempt")
    host.tap("reseed")
    // Storage outlives the parent's re-render: the new argument is an initial value only.
    #expect(host.texts.filter(isReading) == ["name ada", "draft ADA", "attempts 4"])
  }
}
