// Apps in Scrumdinger's shape, shared by the app tests of both test targets (S74): a
// store the app owns with `@State`, a session it owns with `@StateObject`, and an app whose
// body reads what its sign-in screen writes.
import ViewGraph

@Observable final class ScrumStore {
  var scrums = ["Daily"]
  var isSignedIn = false
}

final class AppSession: ObservableObject {
  @Published var userName = "Ada"
}

/// Owns an `ObservableObject` with `@StateObject` and injects it on the scene.
struct SessionApp: App {
  @StateObject private var session = AppSession()

  var body: some Scene {
    WindowGroup { AccountScreen() }
      .environmentObject(session)
  }
}

/// Its body reads `isSignedIn`, which the sign-in screen writes through the environment.
struct GatedApp: App {
  @State private var store = ScrumStore()

  var body: some Scene {
    WindowGroup {
      if store.isSignedIn { ScrumsScreen() } else { GatedSignInScreen() }
    }
    .environment(store)
  }
}

struct ScrumsScreen: View {
  @Environment(ScrumStore.self) private var store

  var body: some View {
    List {
      ForEach(store.scrums, id: \.self) { Text($0) }
    }
    Button("Add") { store.scrums.append("Retro") }
  }
}

struct GatedSignInScreen: View {
  @Environment(ScrumStore.self) private var store

  var body: some View {
    Button("Sign in") { store.isSignedIn = true }
    Button("Add") { store.scrums.append("Retro") }
  }
}

struct AccountScreen: View {
  @EnvironmentObject var session: AppSession

  var body: some View {
    Text("Hello \(session.userName)")
    Button("Rename") { session.userName = "Grace" }
  }
}
