import Testing
@_spi(Inspection) import ViewGraph

/// A font-size menu that stays open while the size changes, as Aidoku's reader settings do.
private struct FontSizeMenu: View {
  @State private var size = 12
  var body: some View {
    Menu("Font size \(size)") {
      Button("Increase") { size += 1 }.menuActionDismissBehavior(.disabled)
      Button("Reset") { size = 12 }.menuActionDismissBehavior(.automatic)
    }
  }
}

@MainActor
@Suite("S363: menuActionDismissBehavior(_:)")
struct MenuActionDismissBehaviorTests {
  @Test("S363: the behavior is recorded with its name, and the menu's actions still run")
  func recordedAndActionsRun() {
    let kept = Text("Increase").menuActionDismissBehavior(.disabled)
    #expect("\(kept.modifier.name)(\(kept.modifier.arguments))" == "menuActionDismissBehavior(disabled)")
    #expect(MenuActionDismissBehavior.enabled != .disabled)
    #expect(MenuActionDismissBehavior.automatic == .automatic)
    let host = mount(FontSizeMenu())
    host.tap("Increase")
    host.tap("Increase")
    #expect(host.shows("Font size 14"))
    host.tap("Reset")
    #expect(host.shows("Font size 12"))
  }
}
