import StateHarness
import Testing

@testable import SettingsApp

// Written once by viewgraph-compat init; yours from now on.
@MainActor
struct SettingsAppSmokeTests {
  /// The app's first window mounts from its own composition root (the App's @State and
  /// @StateObject, its WindowGroup's injections) without a runtime warning SwiftUI would print.
  @Test func appMountsWithoutRuntimeWarnings() {
    let harness = ParentHarness(app: SettingsApp())
    harness.reRender()
  }

  /// Every #Preview of the app mounts without a runtime warning.
  @Test func everyPreviewMounts() {
    expectPreviewsMount(in: "SettingsApp")
  }
}
