import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

// Apps as SwiftUI runs them: the app is made once and is the root of the tree, its storage
// lives as long as it does, and its body (the window's content) runs again when state it
// read changes or when the harness re-renders it (S62, S74).

@Observable private final class ScrumStore {
  var scrums = ["Daily"]
  var isSignedIn = false
}

private final class AppSession: ObservableObject {
  @Published var userName = "Ada"
}

/// Owns its store with `@State` and injects it into the window.
private struct ScrumdingerApp: App {
  @State private var store = ScrumStore()

  var body: some Scene {
    WindowGroup { ScrumsScreen().environment(store) }
  }
}

/// Owns an `ObservableObject` with `@StateObject` and injects it on the scene.
private struct SessionApp: App {
  @StateObject private var session = AppSession()

  var body: some Scene {
    WindowGroup { AccountScreen() }
      .environmentObject(session)
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

/// Its body reads `isSignedIn`, which the sign-in screen writes through the environment.
private struct GatedApp: App {
  @State private var store = ScrumStore()

  var body: some Scene {
    WindowGroup {
      if store.isSignedIn { ScrumsScreen() } else { SignInScreen() }
    }
    .environment(store)
  }
}

private struct ScrumsScreen: View {
  @Environment(ScrumStore.self) private var store

  var body: some View {
    List {
      ForEach(store.scrums, id: \.self) { Text($0) }
    }
    Button("Add") { store.scrums.append("Retro") }
  }
}

private struct SignInScreen: View {
  @Environment(ScrumStore.self) private var store

  var body: some View {
    Button("Sign in") { store.isSignedIn = true }
    Button("Add") { store.scrums.append("Retro") }
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

private struct AccountScreen: View {
  @EnvironmentObject var session: AppSession

  var body: some View {
    Text("Hello \(session.userName)")
    Button("Rename") { session.userName = "Grace" }
  }
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
    #expect(recordedIssues { harness.expectRecreatedOnReRender(ScrumStore.self) } == 0)
    #expect(harness.bodyEvaluations(of: LetStoreApp.self) == 2)
  }

  // MARK: Rule 1 at the app

  @Test("S74: Rule 1 holds for the app's @State store")
  func ownershipStableAtTheApp() {
    let harness = ParentHarness(app: ScrumdingerApp())
    #expect(recordedIssues { harness.expectOwnershipStable(of: ScrumStore.self) } == 0)
    let sessions = ParentHarness(app: SessionApp())
    #expect(recordedIssues { sessions.expectOwnershipStable(of: AppSession.self) } == 0)
  }

  @Test("S74: Rule 1 broken when the store moved from the app into a let of its screen")
  func ownershipBrokenByTheScreensLet() {
    let harness = ParentHarness(app: LetStoreApp())
    let (issues, line) = (recordedIssueDetails { harness.expectOwnershipStable(of: ScrumStore.self) }, #line)
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
    let (issues, line) = (recordedIssueDetails { harness.expectOwnershipStable(of: ScrumStore.self) }, #line)
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(
      issues.first?.message == """
        expectOwnershipStable(of: ScrumStore.self): WindowLetApp and ScrumsScreen hold no ScrumStore
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
    #expect(recordedIssues { harness.expectSharedInstance(ScrumStore.self, in: EditorScreen.self) } == 0)
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

  // MARK: State the app's body reads

  @Test("S74: a screen's write to state the app's body read re-evaluates the app's body")
  func screenWriteReEvaluatesTheApp() {
    let harness = ParentHarness(app: GatedApp())
    #expect(harness.find(SignInScreen.self) != nil)
    harness.find(button: "Add")?.tap()
    // The body did not read `scrums`.
    #expect(harness.bodyEvaluations(of: GatedApp.self) == 1)
    harness.find(button: "Sign in")?.tap()
    #expect(harness.bodyEvaluations(of: GatedApp.self) == 2)
    #expect(harness.contains(text: "Retro"))
    #expect(harness.findAll(SignInScreen.self).isEmpty)
  }

  @Test("S74: a screen's write to the app's @StateObject through @EnvironmentObject re-evaluates the app")
  func environmentObjectWriteReEvaluatesTheApp() {
    let harness = ParentHarness(app: SessionApp())
    harness.find(button: "Rename")?.tap()
    #expect(harness.bodyEvaluations(of: SessionApp.self) == 2)
    #expect(harness.contains(text: "Hello Grace"))
  }
}
