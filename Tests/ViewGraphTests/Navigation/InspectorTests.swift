import Testing
@_spi(Inspection) import ViewGraph

/// An inspector with state of its own, and a button that closes it through its binding.
private struct NoteInfo: View {
  @Binding var isShown: Bool
  @State var taps = 0
  var body: some View {
    VStack {
      Text("taps \(taps)")
      Button("Count") { taps += 1 }
      Button("Close") { isShown = false }
    }
  }
}

private struct NoteEditor: View {
  @State var showsInfo = false
  var body: some View {
    Button("Info") { showsInfo.toggle() }
      .inspector(isPresented: $showsInfo) { NoteInfo(isShown: $showsInfo) }
  }
}

@MainActor
@Suite("S160: an inspector's content is mounted while its binding is true")
struct InspectorTests {
  @Test("S160: the inspector mounts while presented, its buttons act, and closing it ends its state")
  func mountsWhilePresented() {
    let host = mount(NoteEditor())
    #expect(host.nodes(NoteInfo.self).isEmpty)
    host.tap("Info")
    #expect(host.nodes(NoteInfo.self).count == 1)
    host.tap("Count")
    #expect(host.shows("taps 1"))
    host.tap("Close")
    #expect(host.view(NoteEditor.self)?.showsInfo == false)
    #expect(host.nodes(NoteInfo.self).isEmpty)
    host.tap("Info")
    #expect(host.shows("taps 0"))
  }
}
