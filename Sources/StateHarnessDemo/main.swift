// The README's first command: `swift run stateharness-demo`.
// Mounts the article's settings screen headlessly, drives it like a user and a parent
// would, and prints what the harness sees after each step.

import Foundation
import SampleFeature
import StateHarness
import Testing  // for the harness calls' #_sourceLocation defaults
@_spi(Inspection) import ViewGraph

/// `text` with every line indented by `spaces`.
func indented(_ text: String, by spaces: Int) -> String {
  let indent = String(repeating: " ", count: spaces)
  return text.split(separator: "\n").map { indent + $0 }.joined(separator: "\n")
}

@MainActor
func show(_ step: String, _ harness: Harness, note: String? = nil) {
  print("\n── \(step)")
  print(indented(harness.ownershipMap().description, by: 3))
  if let note { print("   → \(note)") }
}

@MainActor
func verdict(_ rule: String, _ failure: HarnessFailure?) {
  guard let failure else {
    print("  ✓ \(rule)")
    return
  }
  print("  ✗ \(rule)")
  print(indented(failure.description, by: 6))
}

/// Where the demo writes its diagrams: `--diagrams DIR`, else `.build/stateharness-demo`.
func diagramsDirectory() -> URL {
  let arguments = CommandLine.arguments
  if let flag = arguments.firstIndex(of: "--diagrams"), flag + 1 < arguments.count {
    return URL(fileURLWithPath: arguments[flag + 1])
  }
  return URL(fileURLWithPath: ".build/stateharness-demo")
}

/// The settings screen's ownership map as Mermaid and DOT files, for a pull request or docs.
@MainActor
func writeDiagrams(of harness: Harness) {
  let map = harness.ownershipMap()
  let directory = diagramsDirectory()
  let mermaid = directory.appendingPathComponent("settings-screen.mmd")
  let dot = directory.appendingPathComponent("settings-screen.dot")
  print("\n── The same map as a diagram (paste into a ```mermaid block, or `dot -Tsvg`)")
  print(indented(map.mermaid, by: 3))
  do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try (map.mermaid + "\n").write(to: mermaid, atomically: true, encoding: .utf8)
    try (map.dot + "\n").write(to: dot, atomically: true, encoding: .utf8)
    print("   → written to \(mermaid.path) and \(dot.path)")
  } catch {
    print("   → could not write the diagrams to \(directory.path): \(error.localizedDescription)")
  }
}

@MainActor
func runDemo() {
  print("StateHarness demo — the article's settings screen, mounted headlessly by ViewGraph")

  let harness = ThemedHarness(\.theme, .light, runtimeWarnings: .collect) { SettingsScreen() }
  let store = harness.installed(SettingsStore.self)!
  let storeName = ObjectNames.name(of: store)
  show("1. Mount SettingsScreen with the theme .light set above it", harness)

  harness.reRender()
  harness.reRender()
  let kept = harness.installed(SettingsStore.self) === store
  show(
    "2. The parent re-renders twice", harness,
    note: kept
      ? "the store is still \(storeName): @State kept it. SettingsScreen's body ran "
        + "\(harness.bodyEvaluations(of: SettingsScreen.self))× in all (its inputs did not change)."
      : "the store was replaced!")

  harness.find(toggle: "Push notifications")?.tap()
  show(
    "3. Flip the \"Push notifications\" toggle", harness,
    note: "the toggle's binding wrote \(storeName).notificationsEnabled = \(store.notificationsEnabled).")

  harness.find(textField: "Display name")?.setInput("Ada")
  show(
    "4. Type \"Ada\" into \"Display name\"", harness,
    note: "ProfileSection's @Bindable wrote \(storeName).displayName = \"\(store.displayName)\".")

  harness.setTheme(.dark)
  show(
    "5. Switch the theme to .dark at the root", harness,
    note: "readers of \\.theme now see \(harness.observedTheme().map { "\($0)" } ?? "nothing"); "
      + "the screen shows \"\(harness.contains(text: "Current theme: Dark") ? "Current theme: Dark" : "?")\"."
  )

  writeDiagrams(of: ThemedHarness(\.theme, .light) { SettingsScreen() })

  showTheRules()
  showTheAudit()
  print("")
}

/// The five rules, each checked on the settings feature, with its verdict.
@MainActor
func showTheRules() {
  print("\n── The five rules on the settings feature")
  verdict(
    "Rule 1  @State owns the model: SettingsScreen keeps its store across re-renders",
    ParentHarness { SettingsScreen() }.checkStateOwnsTheModel(of: SettingsStore.self))
  verdict(
    "Rule 2  @Bindable shares: ProfileSection holds the screen's store",
    ParentHarness { SettingsScreen() }.checkBindableShares(of: SettingsStore.self, in: ProfileSection.self))
  let injected = SettingsStore()
  verdict(
    "Rule 3  @Binding writes reach the source: the toggle writes the store",
    ParentHarness { SettingsScreenWithInjectedStore(store: injected) }
      .checkBindingWritesReachTheSource(toggle: "Push notifications", source: injected.notificationsEnabled))
  verdict(
    "Rule 4  environment values are read: every \\.theme reader follows the root",
    ThemedHarness(\.theme, .light) { SettingsScreen() }.checkEnvironmentIsRead(.dark, .light))
  verdict(
    "Rule 5  a `let` model is re-created (the documented anti-pattern still shows)",
    ParentHarness { LetBoundModelView() }.checkLetModelIsRecreated(of: SettingsStore.self))
}

/// The article's review mistakes as the ownership audit reports them, and what a tap re-renders.
@MainActor
func showTheAudit() {
  print("\n── The article's review mistakes, as the ownership audit reports them")
  func audit(_ mistake: String, _ harness: Harness) {
    print("  \(mistake)")
    print(indented(harness.ownershipAudit().description, by: 6))
  }
  audit("Mistake 1  @State on an injected store", ParentHarness { ScreenPassingStoreToStateChild() })
  audit(
    "Mistake 2  @Bindable on a store the view creates", ParentHarness { SettingsScreenWithBindableOwner() })
  audit("Mistake 3  an everything-environment", ParentHarness { EverythingInEnvironmentScreen() })
  audit("Mistake 3  the app coordinator behind one key", ParentHarness { CoordinatorInEnvironmentScreen() })
  audit("Mistake 4  @Binding to a reference type", ParentHarness { ScreenBindingToReference() })
  audit("Mistake 5  expensive work in an @Observable init", ParentHarness { CatalogScreen() })
  audit("The settings screen itself", ParentHarness { SettingsScreen() })

  let everything = ParentHarness { EverythingInEnvironmentScreen() }
  let report = everything.reRenders { everything.find(button: "New message")?.tap() }
  print("\n── Re-render accounting: tapping \"New message\" re-rendered \(report)")
  print("   (ThemeBadge shows only the theme; the unread count reached it through \\.everything)")
}

MainActor.assumeIsolated { runDemo() }
