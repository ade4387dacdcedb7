import Testing
@_spi(Inspection) import ViewGraph

@testable import SampleFeature
@_spi(Inspection) @testable import StateHarness

// The ownership audit on the sample: one call per screen catches each mistake with the
// right rule and fix; the correct screens audit clean.

@MainActor
@Suite("Ownership audit of the settings feature")
struct AuditTests {
  @Test("the settings screens audit clean")
  func clean() {
    ParentHarness { SettingsScreen() }.auditOwnership()
    ThemedHarness(theme: .dark).auditOwnership()
    let store = SettingsStore()
    ParentHarness { SettingsScreenWithInjectedStore(store: store) }.auditOwnership()
  }

  @Test("mistake 1 is reported on ProfileSectionOwningInjectedStore")
  func mistake1() {
    let audit = ParentHarness { ScreenPassingStoreToStateChild() }.ownershipAudit()
    #expect(
      normalized(audit.description) == """
        Ownership audit: ProfileSectionOwningInjectedStore.store — mistake 1, @State on a value passed in; breaks Rule 2 (@Bindable shares, never owns)
          @State store holds SettingsStore#N, which ScreenPassingStoreToStateChild.store holds too: it was passed in.
          @State keeps the first instance it was given and ignores the ones the parent passes later: the view stops updating.
          Fix: declare `@Bindable var store: SettingsStore` (or a plain `let` if the view only reads it).
        """)
  }

  @Test("mistake 2 is reported on SettingsScreenWithBindableOwner")
  func mistake2() {
    let audit = ParentHarness { SettingsScreenWithBindableOwner() }.ownershipAudit()
    #expect(
      normalized(audit.description) == """
        Ownership audit: SettingsScreenWithBindableOwner.store — mistake 2, @Bindable on a model the view creates; breaks Rule 1 (@State owns the model)
          @Bindable store was SettingsStore#N, and SettingsStore#N after one re-render; no view above holds either.
          @Bindable owns no storage: `@Bindable var m = Model()` makes a new model with every struct.
          Fix: declare `@State private var store = SettingsStore()` in the view that creates it.
        """)
  }

  @Test("mistake 3 is reported on the everything-environment")
  func mistake3() {
    let audit = ParentHarness { EverythingInEnvironmentScreen() }.ownershipAudit()
    #expect(
      audit.description == """
        Ownership audit: ThemeBadge.everything — mistake 3, an app-wide value in the environment; breaks Rule 4 (environment values are read, not stored)
          @Environment(\\.everything) reads AppState, a struct holding 4 pieces of app state: theme, unreadCount, isSyncing, userName.
          A change to any of them re-renders all 1 reader(s): ThemeBadge.
          Fix: put only ambient values (theme, router, services) in the environment; pass each view the model it uses (`@Bindable var settings: SettingsStore`) from the view that owns it.
        """)
  }

  @Test("mistake 3 is reported on the article's own shape: a coordinator holding the app")
  func mistake3Coordinator() {
    let audit = ParentHarness { CoordinatorInEnvironmentScreen() }.ownershipAudit()
    #expect(
      normalized(audit.description) == """
        Ownership audit: UnreadBadge.coordinator — mistake 3, an app-wide value in the environment; breaks Rule 4 (environment values are read, not stored)
          @Environment(\\.appCoordinator) reads AppCoordinator#N, which holds 5 pieces of app state: theme, unreadCount, isSyncing, settings.displayName, settings.notificationsEnabled; the stores it holds: settings.
          It has 1 reader(s): UnreadBadge. Each can reach and change all of it, and a test or preview of any of them must build the whole app.
          Fix: put only ambient values (theme, router, services) in the environment; pass each view the model it uses (`@Bindable var settings: SettingsStore`) from the view that owns it.
        """)
    #expect(recordedIssues { ParentHarness { CoordinatorInEnvironmentScreen() }.auditOwnership() } == 1)
  }

  @Test("mistake 4 is reported on ProfileSectionWithBindingToStore")
  func mistake4() {
    let audit = ParentHarness { ScreenBindingToReference() }.ownershipAudit()
    #expect(
      normalized(audit.description) == """
        Ownership audit: ProfileSectionWithBindingToStore.store — mistake 4, @Binding to a reference type; breaks Rule 2 (@Bindable shares, never owns)
          @Binding store -> ScreenBindingToReference.store = SettingsStore#N
          Fix: declare `@Bindable var store: SettingsStore` and pass the object itself.
        """)
  }

  @Test("mistake 5 is reported on CatalogScreen in eager mode, not in lazy mode")
  func mistake5() {
    let eager = ParentHarness(stateInitialization: .eager) { CatalogScreen() }
    #expect(
      eager.ownershipAudit().description == """
        Ownership audit: CatalogScreen.catalog — mistake 5, model construction thrown away on re-render; breaks Rule 1 (@State owns the model)
          CatalogStore() was built and thrown away 1× by the re-renders so far, each build taking over 1 ms (@State evaluates its initial value on every struct init before Xcode 27).
          With lazy @State (stateInitialization: .lazy, Xcode 27) it is built once per identity: 0 thrown away.
          Fix: keep init cheap and move the work into .task, or create the model at the composition root and pass it in.
        """)
    ParentHarness(stateInitialization: .lazy) { CatalogScreen() }.auditOwnership()
  }

  @Test("re-render accounting: writing the display name re-renders nothing but the field's reader")
  func reRenders() {
    let store = SettingsStore()
    let harness = ParentHarness { SettingsScreenWithInjectedStore(store: store) }
    // ProfileSection only passes $store.displayName to the text field (S8).
    harness.expectNoReRenders { store.displayName = "Ada" }
    harness.expectReRenders([ThemeBadge.self: 0]) { store.notificationsEnabled = false }
    let everything = ParentHarness { EverythingInEnvironmentScreen() }
    everything.expectReRenders([EverythingInEnvironmentScreen.self: 1, ThemeBadge.self: 1]) {
      everything.find(button: "New message")?.tap()
    }
  }
}
