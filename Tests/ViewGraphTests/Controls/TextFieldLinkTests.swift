import Testing
@_spi(Inspection) import ViewGraph

private struct ReplyScreen: View {
  @State private var replies: [String] = []
  var body: some View {
    VStack {
      TextFieldLink("Reply") { replies.append($0) }
      TextFieldLink(prompt: Text("Name the run")) {
        Label("Rename", systemImage: "pencil")
      } onSubmit: {
        replies.append("renamed \($0)")
      }
      Text(replies.joined(separator: " / "))
    }
  }
}

@MainActor
@Suite("S318: TextFieldLink")
struct TextFieldLinkTests {
  @Test("S318: a text field link is titled by its title or label, shown, and writes no binding")
  func linkControl() {
    let host = mount(ReplyScreen())
    #expect(host.control("Reply")?.kind == .textFieldLink)
    #expect(host.control("Rename")?.kind == .textFieldLink)
    #expect(host.control("Reply")?.binding == nil)
    #expect(host.texts.prefix(2) == ["Reply", "Rename"])
  }

  @Test("S318: the text a user accepts reaches onSubmit, and the view reading it follows")
  func acceptedTextReachesOnSubmit() throws {
    let host = mount(ReplyScreen())
    let reply = try #require(host.control("Reply")?.submission)
    host.perform { reply("On my way") }
    let rename = try #require(host.control("Rename")?.submission)
    host.perform { rename("Morning 5K") }
    #expect(host.shows("On my way / renamed Morning 5K"))
  }
}
