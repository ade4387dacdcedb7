import Testing
@_spi(Inspection) import ViewGraph

@testable import SampleFeature
@_spi(Inspection) @testable import StateHarness

// The article's five review mistakes, each caught by the rule it breaks.

@MainActor
@Suite("The five mistakes, caught")
struct MistakeTests {
  @Test("Mistake 1: @State on an injected store breaks rule 2")
  func stateOnInjectedStore() {
    let harness = ParentHarness { ScreenPassingStoreToStateChild() }
    let issues = recordedIssueDetails {
      harness.expectBindableShares(of: SettingsStore.self, in: ProfileSectionOwningInjectedStore.self)
    }
    #expect(
      issues.map(\.message) == [
        """
        Rule 2 (@Bindable shares, never owns) broken: ProfileSectionOwningInjectedStore.store is @State, so the child owns its SettingsStore
          parent: ScreenPassingStoreToStateChild.store = SettingsStore#N
          child:  @State store = SettingsStore#N
          @State keeps the first instance it was given and ignores the ones the parent passes later: the view stops updating.
          Fix: declare `@Bindable var store: SettingsStore` (or a plain `let` if the view only reads it).
        """
      ])
  }

  @Test("Mistake 2: @Bindable on an owned store breaks rule 1")
  func bindableOnOwnedStore() {
    let harness = ParentHarness { SettingsScreenWithBindableOwner() }
    let issues = recordedIssueDetails {
      harness.expectStateOwnsTheModel(of: SettingsStore.self)
    }
    #expect(
      issues.map(\.message) == [
        """
        Rule 1 (@State owns the model) broken: SettingsScreenWithBindableOwner.store is a new SettingsStore after parent re-render 1 of 3
          declared: @Bindable store
          before:   SettingsStore#N
          after:    SettingsStore#N
          @Bindable owns no storage: `@Bindable var m = Model()` makes a new model with every struct.
          Fix: declare `@State private var store = SettingsStore()` in the view that creates it.
        """
      ])
  }

  @Test("Mistake 3: an everything-environment re-renders readers for unrelated changes")
  func everythingEnvironment() {
    let harness = ParentHarness { EverythingInEnvironmentScreen() }
    #expect(harness.bodyEvaluations(of: ThemeBadge.self) == 1)
    harness.find(button: "New message")?.tap()
    // ThemeBadge shows only the theme, yet the unread count re-rendered it.
    #expect(harness.bodyEvaluations(of: ThemeBadge.self) == 2)
    #expect(harness.contains(text: "Theme: Light"))
  }

  @Test("Mistake 4: @Binding to a reference type breaks rule 2")
  func bindingToReference() {
    let harness = ParentHarness { ScreenBindingToReference() }
    let issues = recordedIssueDetails {
      harness.expectBindableShares(of: SettingsStore.self, in: ProfileSectionWithBindingToStore.self)
    }
    #expect(
      issues.map(\.message) == [
        """
        Rule 2 (@Bindable shares, never owns) broken: ProfileSectionWithBindingToStore.store is a @Binding to SettingsStore, a reference type
          parent: ScreenBindingToReference.store = SettingsStore#N
          child:  @Binding store -> ScreenBindingToReference.store = SettingsStore#N  (borrowed)
          A binding to a reference makes the parent hold a $store that means nothing; @Bindable projects bindings off the shared object.
          Fix: declare `@Bindable var store: SettingsStore` and pass the object itself.
        """
      ])
  }

  @Test("Mistake 5: expensive init work is paid and thrown away on every eager re-render")
  func expensiveInit() {
    CatalogStore.buildCount = 0
    let eager = ParentHarness(stateInitialization: .eager) { CatalogScreen() }
    eager.reRender()
    eager.reRender()
    #expect(CatalogStore.buildCount == 3, "one kept, two thrown away")
    #expect(eager.host.discardedInitialValueCount(of: CatalogScreen.self) == 2)

    CatalogStore.buildCount = 0
    let lazy = ParentHarness(stateInitialization: .lazy) { CatalogScreen() }
    lazy.reRender()
    lazy.reRender()
    #expect(CatalogStore.buildCount == 1)
    // Ownership is right either way: the work, not the identity, is the bug.
    eager.expectStateOwnsTheModel(of: CatalogStore.self)
  }
}
