import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("Ownership map")
struct OwnershipMapTests {
  @Test("the map shows who owns, who borrows from where, and what each view reads")
  func map() {
    let harness = ParentHarness { Screen() }
    #expect(
      normalized(harness.ownershipMap().description) == """
        Screen
          @State store: Store#N  (owned)
          @Environment(\\.mode) mode = day
          Stepper "Count 0" -> action
          Button "Reset" -> action
          NameSection
            @Bindable store: Store#N  (borrowed from Screen.store)
            TextField "Name" -> Store#N.name = ""
          SwitchSection
            @Binding isOn -> Screen.store.isOn = true  (borrowed)
            Toggle "Switch" -> Screen.store.isOn = true
        """)
  }

  @Test("the map names the same object the same way everywhere")
  func sameNames() {
    let harness = ParentHarness { Screen() }
    let map = harness.ownershipMap().description
    let store = harness.installed(Store.self)!
    let name = ObjectNames.name(of: store)
    #expect(map.components(separatedBy: name).count - 1 == 3)
  }

  @Test("plain lets are marked as replaced on re-render")
  func plainLet() {
    let harness = ParentHarness { LetScreen() }
    #expect(
      normalized(harness.ownershipMap().description) == """
        LetScreen
          let store: Store#N  (replaced by every parent re-render)
        """)
  }
}
