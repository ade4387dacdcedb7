import Testing
@_spi(Inspection) import ViewGraph

@available(*, deprecated, message: "mounts the iOS 13 text field initializers")
private struct SearchBar: View {
  @State private var query = ""
  @State private var log: [String] = []
  var body: some View {
    VStack {
      TextField(
        "Search", text: $query, onEditingChanged: { log.append($0 ? "began" : "ended") },
        onCommit: { log.append("commit \(query)") })
      SecureField("Password", text: $query, onCommit: { log.append("password") })
      Text(log.joined(separator: ", "))
    }
    .onSubmit { log.append("submit") }
  }
}

@MainActor
@Suite("S135: the iOS 13 text field callbacks") struct LegacyTextFieldCallbackTests {
  @available(*, deprecated, message: "drives the iOS 13 text field initializers")
  @Test("S135: onEditingChanged reports focus and return; onCommit runs on return, before onSubmit")
  func callbacksFollowEditing() {
    let host = mount(SearchBar())
    host.drive("Search", \.focus)
    #expect(host.shows("began"))
    host.setInput("Search", "owls")
    host.drive("Search", \.submit)
    #expect(host.shows("began, commit owls, ended, submit"))
    host.drive("Password", \.submit)
    #expect(host.shows("began, commit owls, ended, submit, password, submit"))
  }
}
