import Testing
@_spi(Inspection) import ViewGraph

private struct SignUpForm: View {
  @State private var name = ""
  @State private var bio = ""
  var body: some View {
    Form {
      TextField("Name", text: $name, prompt: Text("Required"))
      TextField("Bio", text: $bio, axis: .vertical)
      TextField(text: $name) { Text("Nickname") }
      Text("hello \(name)")
    }
  }
}

@MainActor
@Suite("S310: TextField")
struct TextFieldTests {
  @Test("S310: a text field is titled by its title, which is a placeholder and not shown text")
  func titleIsAPlaceholder() {
    let host = mount(SignUpForm())
    #expect(host.control("Name")?.kind == .textField)
    #expect(host.control("Nickname")?.kind == .textField)
    #expect(host.control("Bio")?.kind == .textField)
    #expect(host.texts == ["hello "])
  }

  @Test("S310: a string's text field writes its binding as the user types")
  func typingWritesTheBinding() {
    let host = mount(SignUpForm())
    host.setInput("Name", "Ada")
    #expect(host.shows("hello Ada"))
    #expect(host.control("Nickname")?.textInput?.text.wrappedValue == "Ada")
    host.setInput("Bio", "line one\nline two")
    #expect(host.control("Bio")?.binding?.currentValue as? String == "line one\nline two")
  }
}
