import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog
@_spi(Inspection) @testable import StateHarness

// Apps as SwiftUI runs them: the app is made once and is the root of the tree, its storage
// lives as long as it does, and its body (the window's content) runs again when state it
// read changes or when the harness re-renders it (S62, S74). What a screen's write does to
// the app's body is pinned in ViewGraphTests (Screens/AppWindowTests); here, the harness's
// view of an app: installed(_:), reRender(), the rules, the map and the audit.

/// Owns its store with `@State` and injects it into the window.
private struct ScrumdingerApp: App {
  @State private var store = ScrumStore()

  var body: some Scene {
    WindowGroup { ScrumsScreen().environment(store) }
  }
}

/// Owns its store and passes it to the screen, which shares it with `@Bindable`.
private struct EditorApp: App {
  @State private var store = ScrumStore()

  var body: some Scene {
    WindowGroup { EditorScreen(store: store) }
  }
}

/// Owns nothing: its window's screen makes the store in a `let`.
private struct LetStoreApp: App {
  var body: some Scene {
    WindowGroup { LetStoreScreen() }
  }
}

/// Owns nothing: the store is a `let` of the window's content closure.
private struct WindowLetApp: App {
  var body: some Scene {
    WindowGroup {
      let store = ScrumStore()
      ScrumsScreen().environment(store)
    }
  }
}

private struct EditorScreen: View {
  @Bindable var store: ScrumStore

  var body: some View {
    Toggle("Signed in", isOn: $store.isSignedIn)
  }
}

private struct LetStoreScreen: View {
  let store = ScrumStore()

  var body: some View { ScrumsScreen().environment(store) }
}

@MainActor
@Suite("Apps")
struct AppHarnessTests {
  // MARK: What the app owns

  @Test("S74: installed(_:) finds the app's @State model and its @StateObject")
  func installedFindsTheAppsStorage() {
    let scrums = ParentHarness(app: ScrumdingerApp())
    let store = scrums.installed(ScrumStore.self)
    #expect(store?.scrums == ["Daily"])
    scrums.find(button: "Add")?.tap()
    #expect(store?.scrums == ["Daily", "Retro"])
    #expect(scrums.contains(text: "Retro"))

    let sessions = ParentHarness(app: SessionApp())
    #expect(sessions.installed(AppSession.self)?.userName == "Ada")
    sessions.find(button: "Rename")?.tap()
    #expect(sessions.installed(AppSession.self)?.userName == "Grace")
    #expect(sessions.contains(text: "Hello Grace"))
  }

  @Test("S74: an app passed as a type is made once, in the harness's @State mode")
  func appFromItsType() {
    let harness = ParentHarness(app: ScrumdingerApp.self, stateInitialization: .lazy)
    let store = harness.installed(ScrumStore.self)
    harness.reRender()
    #expect(store != nil)
    #expect(harness.installed(ScrumStore.self) === store)
    #expect(harness.host.discardedInitialValues.isEmpty)
  }

  @Test("S74: installed(_:) falls back to the window's root view when the app holds no such value")
  func installedFallsBackToTheScreen() {
    let harness = ParentHarness(app: LetStoreApp())
    #expect(harness.installed(ScrumStore.self)?.scrums == ["Daily"])
  }

  // MARK: Re-rendering the app

  @Test("S74: reRender() re-evaluates the app's body and keeps the app's storage")
  func reRenderReEvaluatesTheAppsBody() {
    let harness = ParentHarness(app: ScrumdingerApp())
    let store = harness.installed(ScrumStore.self)
    #expect(harness.bodyEvaluations(of: ScrumdingerApp.self) == 1)
    harness.reRender()
    harness.reRender()
    #expect(harness.bodyEvaluations(of: ScrumdingerApp.self) == 3)
    #expect(harness.installed(ScrumStore.self) === store)
    // The app's eagerly made initial value was made once, with the app: none thrown away.
    #expect(harness.host.discardedInitialValues.isEmpty)
  }

  @Test("S74: reRender() runs the window's content again: a let model made there is new")
  func reRenderRecreatesTheWindowsLetModel() {
    let harness = ParentHarness(app: LetStoreApp())
    #expect(recordedIssues { harness.expectLetModelIsRecreated(of: ScrumStore.self) } == 0)
    #expect(harness.bodyEvaluations(of: LetStoreApp.self) == 2)
  }

  // MARK: Rule 1 at the app

  @Test("S74: Rule 1 holds for the app's @State store")
  func ownershipStableAtTheApp() {
    let harness = ParentHarness(app: ScrumdingerApp())
    #expect(recordedIssues { harness.expectStateOwnsTheModel(of: ScrumStore.self) } == 0)
    let sessions = ParentHarness(app: SessionApp())
    #expect(recordedIssues { sessions.expectStateOwnsTheModel(of: AppSession.self) } == 0)
  }

  @Test("S74: Rule 1 broken when the store moved from the app into a let of its screen")
  func ownershipBrokenByTheScreensLet() {
    let harness = ParentHarness(app: LetStoreApp())
    let (issues, line) = (
      recordedIssueDetails { harness.expectStateOwnsTheModel(of: ScrumStore.self) }, #line
    )
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(
      issues.first?.message == """
        Rule 1 (@State owns the model) broken: LetStoreScreen.store is a new ScrumStore after parent re-render 1 of 3
          declared: let store
          before:   ScrumStore#N
          after:    ScrumStore#N
          a `let` is part of the struct, and the parent's body creates a new struct every time.
          Fix: declare `@State private var store = ScrumStore()` in the view that creates it.
        """)
  }

  @Test("S74: Rule 1 broken when the store is a let of the window's content closure")
  func ownershipBrokenByTheWindowsLet() {
    let harness = ParentHarness(app: WindowLetApp())
    let (issues, line) = (
      recordedIssueDetails { harness.expectStateOwnsTheModel(of: ScrumStore.self) }, #line
    )
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(
      issues.first?.message == """
        expectStateOwnsTheModel(of: ScrumStore.self): WindowLetApp and ScrumsScreen hold no ScrumStore
          WindowLetApp holds:
          ScrumsScreen holds:
            @Environment(ScrumStore.self) store = ScrumStore#N
          Fix: name a type WindowLetApp or ScrumsScreen holds exactly once.
        """)
  }

  // MARK: The ownership map

  @Test("S74: the ownership map shows the app owning the store and the screen borrowing it")
  func ownershipMapShowsTheApp() {
    let harness = ParentHarness(app: ScrumdingerApp())
    let map = harness.ownershipMap()
    #expect(
      normalized(map.description) == """
        ScrumdingerApp
          @State store: ScrumStore#N  (owned)
          ScrumsScreen
            @Environment(ScrumStore.self) store = ScrumStore#N
            Button "Add" -> action
        """)
    // The app owns the store; the dashed edge says the app set what the screen reads.
    #expect(
      normalized(map.mermaid) == """
        flowchart TD
          subgraph v0["ScrumdingerApp"]
            v0_0["@State store: ScrumStore#N"]
          end
          v1["ScrumsScreen"]
          v0 --- v1
          v0 -.->|"ScrumStore.self"| v1
        """)
  }

  @Test("S74: the map and Rule 2 see the app as the owner of what its screen shares")
  func appSharesWithItsScreen() {
    let harness = ParentHarness(app: EditorApp())
    #expect(recordedIssues { harness.expectBindableShares(of: ScrumStore.self, in: EditorScreen.self) } == 0)
    #expect(
      normalized(harness.ownershipMap().description) == """
        EditorApp
          @State store: ScrumStore#N  (owned)
          EditorScreen
            @Bindable store: ScrumStore#N  (borrowed from EditorApp.store)
            Toggle "Signed in" -> ScrumStore#N.isSignedIn = false
        """)
    let sessions = ParentHarness(app: SessionApp())
    #expect(
      normalized(sessions.ownershipMap().description) == """
        SessionApp
          @StateObject session: AppSession#N  (owned)
          AccountScreen
            @Environment(AppSession.self) session = AppSession#N
            Button "Rename" -> action
        """)
  }

  @Test("S74: the audit finds nothing wrong with an app that owns and injects its store")
  func auditOfTheApp() {
    #expect(recordedIssues { ParentHarness(app: ScrumdingerApp()).auditOwnership() } == 0)
    #expect(recordedIssues { ParentHarness(app: SessionApp()).auditOwnership() } == 0)
  }
}
