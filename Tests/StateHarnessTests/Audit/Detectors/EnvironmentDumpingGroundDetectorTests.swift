import Observation
import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

// Mistake 3's detector on the shapes environment values take in apps: ambient context stays
// clean however many fields it has; a value carrying the app's state is reported whatever
// kind of type holds it.

// MARK: - Ambient values

private struct Palette {
  var primary: Color = .blue
  var secondary: Color = .gray
  var accent: Color = .orange
  var background: Color = .white
  var titleFont: Font = .title
  var cornerRadius: CGFloat = 8
}

private struct Router {
  var path: [String] = []
  var navigate: @Sendable (String) -> Void = { _ in }
}

private struct APIClient {
  var fetch: @Sendable (String) async -> String = { $0 }
  var post: @Sendable (String) async -> Void = { _ in }
}

private final class Analytics {
  func track(_ event: String) {}
}

/// A container of services: nothing in it changes what a view shows.
private final class Services {
  let api = APIClient()
  let analytics = Analytics()
  let uploads = APIClient()
}

private struct PaletteKey: EnvironmentKey { static var defaultValue: Palette { Palette() } }
private struct RouterKey: EnvironmentKey { static var defaultValue: Router { Router() } }
private struct ServicesKey: EnvironmentKey { static var defaultValue: Services { Services() } }

// MARK: - App state

@Observable private final class UserSession {
  var userName = "Ada"
  var token = ""
  var isSignedIn = false
  var lastError: String?
}

@Observable private final class Inbox {
  var unreadCount = 0
  var isSyncing = false
}

/// The coordinator: holds the app's stores and some state of its own.
@Observable private final class Coordinator {
  var selectedTab = 0
  let session = UserSession()
  let inbox = Inbox()
}

private final class LegacyAppModel: ObservableObject {
  @Published var userName = "Ada"
  @Published var unreadCount = 0
  @Published var isSyncing = false
  @Published var selectedTab = 0
  let api = APIClient()
}

private struct LegacyAppModelKey: EnvironmentKey {
  static var defaultValue: LegacyAppModel { LegacyAppModel() }
}

extension EnvironmentValues {
  fileprivate var palette: Palette {
    get { self[PaletteKey.self] }
    set { self[PaletteKey.self] = newValue }
  }
  fileprivate var router: Router {
    get { self[RouterKey.self] }
    set { self[RouterKey.self] = newValue }
  }
  fileprivate var services: Services {
    get { self[ServicesKey.self] }
    set { self[ServicesKey.self] = newValue }
  }
  fileprivate var legacyAppModel: LegacyAppModel {
    get { self[LegacyAppModelKey.self] }
    set { self[LegacyAppModelKey.self] = newValue }
  }
}

private struct AmbientReader: View {
  @Environment(\.palette) var palette
  @Environment(\.router) var router
  @Environment(\.services) var services
  @Environment(UserSession.self) var session
  var body: some View { Text("\(session.userName)").foregroundColor(palette.primary) }
}

private struct CoordinatorReader: View {
  @Environment(Coordinator.self) var coordinator
  var body: some View { Text("Tab \(coordinator.selectedTab)") }
}

private struct LegacyReader: View {
  @Environment(\.legacyAppModel) var app
  var body: some View { Text(app.userName) }
}

private struct LegacyBadge: View {
  @Environment(\.legacyAppModel) var app
  var body: some View { Text("\(app.unreadCount)") }
}

/// A plain class of mutable app state, without Observation: the coordinator of an app that
/// predates it.
private final class PlainAppState {
  var userName = "Ada"
  var unreadCount = 0
  var draftCount = 0
  var isSyncing = false
}

/// Six unrelated fields whose types repeat: three strings, two counts, a flag.
private struct AppEnvironment {
  var userName = "Ada"
  var authToken = ""
  var searchQuery = ""
  var unreadCount = 0
  var draftCount = 0
  var isSyncing = false
}

private struct PlainAppStateKey: EnvironmentKey {
  static var defaultValue: PlainAppState { PlainAppState() }
}
private struct AppEnvironmentKey: EnvironmentKey {
  static var defaultValue: AppEnvironment { AppEnvironment() }
}

extension EnvironmentValues {
  fileprivate var plainAppState: PlainAppState {
    get { self[PlainAppStateKey.self] }
    set { self[PlainAppStateKey.self] = newValue }
  }
  fileprivate var appEnvironment: AppEnvironment {
    get { self[AppEnvironmentKey.self] }
    set { self[AppEnvironmentKey.self] = newValue }
  }
}

private struct InboxBadge: View {
  @Environment(\.plainAppState) var state
  var body: some View { Text("\(state.unreadCount)") }
}

private struct SearchBar: View {
  @Environment(\.appEnvironment) var app
  var body: some View { Text(app.searchQuery) }
}

@MainActor
@Suite("Mistake 3: the environment as a dumping ground")
struct EnvironmentDumpingGroundDetectorTests {
  @Test("ambient values stay clean: a six-field palette, a router, a services container, a shared model")
  func ambientValuesAreClean() {
    let harness = ParentHarness {
      AmbientReader()
        .environment(\.palette, Palette())
        .environment(\.router, Router())
        .environment(\.services, Services())
        .environment(UserSession())
    }
    #expect(harness.ownershipAudit().findings.isEmpty)
    #expect(recordedIssues { harness.auditOwnership() } == 0)
  }

  @Test("an ObservableObject holding the app, read through a key, is reported once for all its readers")
  func observableObjectThroughAKey() {
    let harness = ParentHarness {
      VStack {
        LegacyReader()
        LegacyBadge()
      }
      .environment(\.legacyAppModel, LegacyAppModel())
    }
    let issues = recordedIssueDetails { harness.auditOwnership() }
    #expect(
      issues.map(\.message) == [
        """
        Ownership audit: LegacyReader.app — mistake 3, an app-wide value in the environment; breaks Rule 4 (environment values are read, not stored)
          @Environment(\\.legacyAppModel) reads LegacyAppModel#N, which holds 4 pieces of app state: userName, unreadCount, isSyncing, selectedTab.
          It has 2 reader(s): LegacyReader, LegacyBadge. Each can reach and change all of it, and a test or preview of any of them must build the whole app.
          Fix: put only ambient values (theme, router, services) in the environment; pass each view the model it uses (`@Bindable var settings: SettingsStore`) from the view that owns it.
        """
      ])
  }

  @Test("a coordinator of stores is reported even when read by type")
  func coordinatorByType() {
    let audit = ParentHarness { CoordinatorReader().environment(Coordinator()) }.ownershipAudit()
    #expect(audit.findings.map(\.mistake) == [.environmentDumpingGround])
    #expect(
      normalized(audit.findings.first?.evidence.first ?? "")
        == "@Environment(Coordinator.self) reads Coordinator#N, which holds 7 pieces of app state: selectedTab, "
        + "session.userName, session.token, session.isSignedIn, session.lastError, inbox.unreadCount, "
        + "inbox.isSyncing; the stores it holds: session, inbox.")
  }

  @Test("the inventory counts state, not constants, services or one type's fields twice")
  func inventory() {
    #expect(
      AppStateInventory(of: Palette()).pieces == [
        "primary/secondary/accent/background", "titleFont", "cornerRadius",
      ])
    #expect(AppStateInventory(of: Router()).pieces == ["path"])
    #expect(AppStateInventory(of: Services()).pieces.isEmpty)
    #expect(AppStateInventory(of: UserSession()).pieces == ["userName", "token", "isSignedIn", "lastError"])
    #expect(AppStateInventory(of: Coordinator()).stores == ["session", "inbox"])
    #expect(AppStateInventory(of: 3).pieces.isEmpty)
  }

  @Test("a plain class of mutable app state behind a key is reported, and said not to re-render")
  func plainClassOfAppState() {
    expectRecorded(
      """
      Ownership audit: InboxBadge.state — mistake 3, an app-wide value in the environment; breaks Rule 4 (environment values are read, not stored)
        @Environment(\\.plainAppState) reads PlainAppState#N, which holds 4 pieces of app state: userName, unreadCount, draftCount, isSyncing.
        It has 1 reader(s): InboxBadge. Each can reach and change all of it, and a test or preview of any of them must build the whole app.
        It is a plain class: no reader re-renders when it changes; each shows what it read last.
        Fix: put only ambient values (theme, router, services) in the environment; pass each view the model it uses (`@Bindable var settings: SettingsStore`) from the view that owns it.
      """
    ) {
      ParentHarness { InboxBadge().environment(\.plainAppState, PlainAppState()) }.auditOwnership()
    }
  }

  @Test("a struct of six unrelated fields is reported even when their types repeat")
  func sixFieldsOfRepeatedTypes() {
    expectRecorded(
      """
      Ownership audit: SearchBar.app — mistake 3, an app-wide value in the environment; breaks Rule 4 (environment values are read, not stored)
        @Environment(\\.appEnvironment) reads AppEnvironment, a struct holding 6 pieces of app state: userName, authToken, searchQuery, unreadCount, draftCount, isSyncing.
        A change to any of them re-renders all 1 reader(s): SearchBar.
        Fix: put only ambient values (theme, router, services) in the environment; pass each view the model it uses (`@Bindable var settings: SettingsStore`) from the view that owns it.
      """
    ) {
      ParentHarness { SearchBar().environment(\.appEnvironment, AppEnvironment()) }.auditOwnership()
    }
  }

  @Test("data fields count one by one, presentation fields once per type")
  func dataAndPresentationFields() {
    #expect(
      AppStateInventory(of: PlainAppState()).pieces == ["userName", "unreadCount", "draftCount", "isSyncing"])
    #expect(AppStateInventory(of: AppEnvironment()).pieces.count == 6)
    #expect(AppStateInventory(of: Palette()).pieces.count == 3)
  }
}
