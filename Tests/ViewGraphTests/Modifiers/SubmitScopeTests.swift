import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

@MainActor
@Suite("S84: submitScope")
struct SubmitScopeTests {
  @Test("S84: submitScope keeps a field's return from the onSubmit actions above the scope")
  func submitScopeBlocksOuterActions() {
    struct Composer: View {
      @State var log: [String] = []
      @State var tag = ""
      @State var title = ""
      var body: some View {
        Form {
          TextField("Tag", text: $tag).onSubmit { log.append("tag") }.submitScope()
          TextField("Title", text: $title)
          Text("Log \(log.joined(separator: ","))")
        }
        .onSubmit { log.append("save") }
      }
    }
    let host = mount(Composer())
    host.perform { host.control("Tag")?.textInput?.submit?() }
    host.update()
    #expect(host.texts.contains("Log tag"))
    host.perform { host.control("Title")?.textInput?.submit?() }
    host.update()
    #expect(host.texts.contains("Log tag,save"))
  }
}
