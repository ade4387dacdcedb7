import StateHarness
import Testing
import ViewGraph  // `View` and `Text` for the view below; `import SwiftUI` is aliased in the mirror only

@testable import SettingsApp

/// A view of the test's own: it reads the theme the app's screens read.
struct ThemeReader: View {
  @Environment(\.appTheme) private var theme

  var body: some View { Text("Reads \(theme.rawValue)") }
}

@MainActor
@Suite struct ViewsDeclaredInTests {
  @Test func aTestsViewReadsTheAppsEnvironmentKey() {
    let harness = ParentHarness { ThemeReader().environment(\.appTheme, .dark) }
    #expect(harness.contains(text: "Reads dark"))
  }
}
