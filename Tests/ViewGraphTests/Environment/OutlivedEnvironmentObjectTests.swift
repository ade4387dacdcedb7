import Testing
@_spi(Inspection) import ViewGraph

// MARK: - No trap: an environment object removed under a closure that outlived it

@Observable
final class SignedInUser {
  var name = "Ada"
}

private struct Greeting: View {
  let log: DraftLog
  @Environment(SignedInUser.self) var user
  var body: some View { Button("Greet") { log.entries.append("hello \(user.name)") } }
}

private struct SessionScreen: View {
  let log: DraftLog
  @State var user: SignedInUser? = SignedInUser()
  var body: some View {
    VStack {
      Greeting(log: log).environment(user)
      Button("Sign out") { user = nil }
    }
  }
}

@MainActor
@Suite("S25: an environment object removed under a closure that outlived it")
struct OutlivedEnvironmentObjectTests {
  @Test("S25: a closure that outlives its environment object reads the last one, with a warning")
  func closureOutlivesEnvironmentObject() {
    let log = DraftLog()
    var warnings: [RuntimeWarning] = []
    let host = mount(SessionScreen(log: log), warnings: &warnings)
    let greet = host.control("Greet")?.tap?.action
    warnings += collectWarnings(in: host) { host.tap("Sign out") }
    #expect(warnings.map(\.kind) == [.missingEnvironmentObject])
    // The view is not rendered, and describing it does not trap.
    let greeting = host.nodes(Greeting.self).first
    #expect(greeting?.renderingFailure?.kind == .missingEnvironmentObject)
    #expect(greeting?.properties.count == 2)
    warnings = collectWarnings(in: host) { host.perform { greet?() } }
    #expect(log.entries == ["hello Ada"])
    #expect(warnings.map(\.kind) == [.missingEnvironmentObject])
  }
}
