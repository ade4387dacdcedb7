import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog
@testable import StateHarness

/// Each harness's own @AppStorage store, driven through probes. What the runtime does with
/// @AppStorage is pinned in ViewGraphTests.
@MainActor
@Suite("S63: each harness has its own @AppStorage store")
struct AppStorageSuiteTests {
  @Test("S63: each harness has a fresh @AppStorage store")
  func appStorageIsFreshPerHarness() {
    let first = ParentHarness { HabitListScreen().environment(HabitStore()) }
    first.find(button: "Settings")?.tap()
    first.find(toggle: "Show streaks")?.tap()
    #expect(first.find(toggle: "Show streaks")?.isOn == false)
    let second = ParentHarness { HabitListScreen().environment(HabitStore()) }
    second.find(button: "Settings")?.tap()
    #expect(second.find(toggle: "Show streaks")?.isOn == true)
    #expect(UserDefaults.standard.object(forKey: "showsStreaks") == nil)
  }
}
