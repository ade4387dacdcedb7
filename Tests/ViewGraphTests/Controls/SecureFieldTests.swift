import Testing
@_spi(Inspection) import ViewGraph

private struct LoginForm: View {
  @State private var password = ""
  @State private var submitted = false
  var body: some View {
    VStack {
      SecureField("Password", text: $password)
        .onSubmit { submitted = true }
      Text(submitted ? "sent \(password.count) characters" : "not sent")
    }
  }
}

@MainActor
@Suite("S310: SecureField")
struct SecureFieldTests {
  @Test("S310: a secure field is titled by its placeholder, and typing writes its binding")
  func typingWrites() {
    let host = mount(LoginForm())
    #expect(host.control("Password")?.kind == .secureField)
    #expect(!host.texts.contains("Password"))
    host.setInput("Password", "hunter2")
    #expect(host.control("Password")?.textInput?.text.wrappedValue == "hunter2")
  }

  @Test("S99: return in a secure field runs the onSubmit action above it")
  func returnSubmits() {
    let host = mount(LoginForm())
    host.setInput("Password", "hunter2")
    host.drive("Password", \.submit)
    #expect(host.shows("sent 7 characters"))
  }
}
