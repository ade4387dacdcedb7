import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog

@MainActor
@Suite("S64: focus state and onSubmit") struct FocusAndSubmitTests {
  @Test("S64: a field takes focus, the focus state follows, and submit runs onSubmit")
  func focusStateFollowsTheField() {
    let host = mount(SignInScreen())
    #expect(host.isFocused("Email") == false)
    host.drive("Email", \.focus)
    #expect(host.shows("Focus: email"))
    #expect(host.isFocused("Email") == true)
    host.drive("Email", \.submit)
    #expect(host.isFocused("Password") == true)
    #expect(host.isFocused("Email") == false)
    host.drive("Password", \.submit)
    #expect(host.shows("Signed in"))
  }
}
