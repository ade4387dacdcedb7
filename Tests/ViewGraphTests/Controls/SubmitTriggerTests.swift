import Testing
@_spi(Inspection) import ViewGraph

/// A form whose name field and search field each submit, with actions for each trigger.
private struct SearchableForm: View {
  let log: SubmitLog
  @State private var name = ""
  @State private var query = ""
  var body: some View {
    VStack {
      TextField("Name", text: $name)
    }
    .searchable(text: $query)
    .onSubmit(of: .search) { log.entries.append("search") }
    .onSubmit { log.entries.append("text") }
    .onSubmit(of: [.text, .search]) { log.entries.append("both") }
  }
}

/// A field below search actions only.
private struct OnlySearchActions: View {
  let log: SubmitLog
  var body: some View {
    TextField("Name", text: .constant("")).onSubmit(of: .search) { log.entries.append("search") }
  }
}

@MainActor private final class SubmitLog {
  var entries: [String] = []
}

@MainActor
@Suite("onSubmit triggers (S99)")
struct SubmitTriggerTests {
  private func submit(_ title: String, in host: ViewHost) {
    guard let submit = host.control(title)?.textInput?.submit else {
      Issue.record("\(title) has no submit action")
      return
    }
    host.perform { submit() }
    host.update()
  }

  @Test("S99: a text field's return runs the .text actions, a search field's the .search ones")
  func triggersChooseTheActions() {
    let log = SubmitLog()
    let host = mount(SearchableForm(log: log))
    submit("Name", in: host)
    #expect(log.entries == ["both", "text"])
    log.entries.removeAll()
    submit("Search", in: host)
    #expect(log.entries == ["both", "search"])
  }

  @Test("S99: a text field below only .search actions has nothing to submit")
  func noActionForTheTrigger() {
    let host = mount(OnlySearchActions(log: SubmitLog()))
    #expect(host.control("Name")?.textInput?.submit == nil)
  }
}
