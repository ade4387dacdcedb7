import Testing
@_spi(Inspection) import ViewGraph

/// Two fields with a Boolean focus state each, and one that can leave the tree.
private struct TwoFlags: View {
  @FocusState var nameFocused: Bool
  @FocusState var emailFocused: Bool
  @State var showsEmail = true
  var body: some View {
    VStack {
      Text("name \(nameFocused) email \(emailFocused)")
      TextField("Name", text: .constant("")).focused($nameFocused)
      if showsEmail {
        TextField("Email", text: .constant("")).focused($emailFocused)
      }
      Button("Hide email") { showsEmail = false }
      Button("Focus email") { emailFocused = true }
    }
  }
}

private enum FormField: Hashable { case name, email }

/// Two fields bound to one optional focus state.
private struct SharedState: View {
  @FocusState var field: FormField?
  @State var showsEmail = true
  var body: some View {
    VStack {
      Text("focus \(field.map { "\($0)" } ?? "none")")
      TextField("Name", text: .constant("")).focused($field, equals: .name)
      if showsEmail {
        TextField("Email", text: .constant("")).focused($field, equals: .email)
      }
      Button("Hide email") { showsEmail = false }
    }
  }
}

@MainActor
extension ViewHost {
  /// Gives the field titled `title` focus, as a tap on it would.
  fileprivate func focus(_ title: String) {
    guard let focus = control(title)?.textInput?.focus else {
      Issue.record("no focusable field titled \(title)")
      return
    }
    perform { focus() }
    update()
  }
}

@MainActor
@Suite("Focus: in one place (S64, S95)")
struct FocusTests {
  @Test("S95: a field taking focus resets the Boolean state of the field that had it")
  func takingFocusResetsTheOtherFlag() {
    let host = mount(TwoFlags())
    host.focus("Name")
    #expect(host.texts.first == "name true email false")
    host.focus("Email")
    #expect(host.texts.first == "name false email true")
    host.focus("Name")
    #expect(host.texts.first == "name true email false")
  }

  @Test("S95: setting a field's Boolean state to true moves focus there from the other field")
  func programmaticFocusMovesIt() {
    let host = mount(TwoFlags())
    host.focus("Name")
    host.tap("Focus email")
    #expect(host.texts.first == "name false email true")
  }

  @Test("S95: when the focused field leaves the tree, its state says no focus")
  func focusedFieldLeavingResetsItsFlag() {
    let host = mount(TwoFlags())
    host.focus("Email")
    host.tap("Hide email")
    #expect(host.texts.first == "name false email false")
  }

  @Test("S95: one optional state names the focused field; it reads nil when that field leaves")
  func sharedOptionalState() {
    let host = mount(SharedState())
    #expect(host.texts.first == "focus none")
    host.focus("Name")
    #expect(host.texts.first == "focus name")
    host.focus("Email")
    #expect(host.texts.first == "focus email")
    host.tap("Hide email")
    #expect(host.texts.first == "focus none")
  }

  @Test("S95: a field that leaves without focus leaves the focused one alone")
  func unfocusedFieldLeaving() {
    let host = mount(SharedState())
    host.focus("Name")
    host.tap("Hide email")
    #expect(host.texts.first == "focus name")
  }
}
