import Testing
import ViewGraph  // the article imports SwiftUI

@testable import SampleFeature
@_spi(Inspection) @testable import StateHarness

// The article's five rule tests, unchanged but for the module names.

@MainActor
@Suite("SettingsStore + property wrapper invariants")
struct SettingsWrapperTests {
  // RULE 1: @State owns the model. The store survives parent re-renders.
  @Test
  func storeIdentity_isStable_acrossParentReRenders() {
    let harness = ParentHarness { SettingsScreen() }
    let firstStore = harness.installedStore()
    harness.reRender()
    harness.reRender()
    let secondStore = harness.installedStore()
    #expect(firstStore === secondStore)
  }

  // RULE 2: @Bindable does NOT take ownership. The same store is shared.
  @Test
  func bindableChild_sharesStoreInstance_withParent() {
    let store = SettingsStore()
    let parent = SettingsScreenWithInjectedStore(store: store)
    let childStore = parent.profileSection().storeUnderBindable
    #expect(childStore === store)
  }

  // RULE 3: @Binding propagates writes upward.
  @Test
  func toggle_writesPropagateUp_throughBinding() async {
    let store = SettingsStore()
    let parent = SettingsScreenWithInjectedStore(store: store)
    parent.notificationsSection().setEnabled(false)
    #expect(store.notificationsEnabled == false)
  }

  // RULE 4: @Environment values are read, not stored.
  @Test
  func theme_changes_areObservedByChildren() {
    let parent = ThemedHarness(theme: .light)
    #expect(parent.observedTheme() == .light)
    parent.setTheme(.dark)
    #expect(parent.observedTheme() == .dark)
  }

  // RULE 5: a `let`-bound model is a footgun (see Day 11).
  // This test FAILS on purpose to document the mistake — keep it as a regression.
  @Test
  func letBoundModel_doesNotPersistAcrossReRenders_documentedAntiPattern() {
    let harness = ParentHarness { LetBoundModelView() }
    let first = harness.installedModel()
    harness.reRender()
    let second = harness.installedModel()
    // EXPECTING inequality on purpose — a `let` model is recreated.
    // If this test ever starts passing, SwiftUI has changed semantics
    // and we should delete the antipattern from our codebase.
    #expect(first !== second)
  }
}
