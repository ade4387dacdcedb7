import SettingsModels
import SwiftUI

// The app's entry point: the only lines the mirror does not compile. ViewGraph mounts
// screens, not scenes.
#if !VIEWGRAPH
  @main
  struct SettingsApp: App {
    @StateObject private var session = Session(userName: "Ada")

    var body: some Scene {
      WindowGroup {
        SettingsScreen().environmentObject(session)
      }
    }
  }

  #Preview {
    SettingsScreen().environmentObject(Session(userName: "Preview"))
  }
#endif
