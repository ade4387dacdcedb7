import Testing
@_spi(Inspection) import ViewGraph

@testable import SampleFeature
@_spi(Inspection) @testable import StateHarness

// What a user does on the settings screen, checked end to end: the controls write the
// store the screen owns, and only the views that read what changed re-render.

@MainActor
@Suite("Settings interaction")
struct InteractionTests {
  @Test("typing a display name writes the owned store and re-renders only the profile")
  func typeDisplayName() {
    let harness = ThemedHarness(theme: .light)
    let store = harness.installed(SettingsStore.self)
    harness.find(textField: "Display name")?.setInput("Ada")
    #expect(store?.displayName == "Ada")
    #expect(harness.find(textField: "Display name")?.input == "Ada")
    #expect(harness.bodyEvaluations(of: SettingsScreen.self) == 1)
  }

  @Test("flipping the toggle writes through the binding to the owned store")
  func flipToggle() {
    let harness = ThemedHarness(theme: .light)
    let store = harness.installed(SettingsStore.self)
    harness.find(toggle: "Push notifications")?.tap()
    #expect(store?.notificationsEnabled == false)
    #expect(harness.find(toggle: "Push notifications")?.isOn == false)
    harness.find(toggle: "Push notifications")?.tap()
    #expect(store?.notificationsEnabled == true)
  }

  @Test("switching the theme re-renders the screen that reads it, and keeps the store")
  func switchTheme() {
    let harness = ThemedHarness(theme: .light)
    let store = harness.installed(SettingsStore.self)
    harness.find(textField: "Display name")?.setInput("Grace")
    #expect(harness.contains(text: "Current theme: Light"))
    harness.setTheme(.dark)
    #expect(harness.contains(text: "Current theme: Dark"))
    #expect(harness.installed(SettingsStore.self) === store)
    #expect(harness.find(textField: "Display name")?.input == "Grace")
    #expect(harness.bodyEvaluations(of: ProfileSection.self) == 1, "ProfileSection does not read the theme")
  }

  @Test("the ownership map answers who owns the store")
  func ownershipMap() {
    let harness = ParentHarness { SettingsScreen() }
    let map = harness.ownershipMap().description
    // Objects are numbered per harness and type: the first store is #1 in every test.
    #expect(map.contains("@State store: SettingsStore#1  (owned)"))
    #expect(map.contains("@Bindable store: SettingsStore#1  (borrowed from SettingsScreen.store)"))
    #expect(
      map.contains("@Binding isEnabled -> SettingsScreen.store.notificationsEnabled = true  (borrowed)"))
  }

  @Test("the ownership map draws the settings screen as the README's diagram, in Mermaid and DOT")
  func ownershipDiagram() {
    let map = ThemedHarness(\.theme, .light) { SettingsScreen() }.ownershipMap()
    #expect(
      map.mermaid == #"""
        flowchart TD
          subgraph v0["SettingsScreen"]
            v0_0["@State store: SettingsStore#1"]
          end
          v1["ProfileSection"]
          v2["NotificationsSection"]
          harness(["harness"])
          harness -.->|"\.theme"| v0
          v0 --- v1
          v1 -->|"@Bindable store"| v0_0
          v0 --- v2
          v2 -->|"@Binding isEnabled"| v0_0
        """#)
    #expect(
      map.dot == ##"""
        digraph OwnershipMap {
          node [shape=box, fontname="Helvetica", fontsize=11]
          edge [fontname="Helvetica", fontsize=10]
          v0 [shape=plain, label=<<table border="0" cellborder="1" cellspacing="0" cellpadding="4"><tr><td><b>SettingsScreen</b></td></tr><tr><td port="h0" align="left">@State store: SettingsStore#1</td></tr></table>>]
          v1 [label="ProfileSection"]
          v2 [label="NotificationsSection"]
          harness [shape=oval, style=dashed, label="harness"]
          harness -> v0 [style=dashed, color="#6b7280", label=<\.theme>]
          v0 -> v1 [arrowhead=none]
          v1 -> v0:h0 [constraint=false, color="#2563eb", label=<@Bindable store>]
          v0 -> v2 [arrowhead=none]
          v2 -> v0:h0 [constraint=false, color="#2563eb", label=<@Binding isEnabled>]
        }
        """##)
  }
}
