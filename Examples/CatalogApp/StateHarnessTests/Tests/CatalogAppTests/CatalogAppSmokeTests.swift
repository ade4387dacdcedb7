import StateHarness
import Testing

@testable import CatalogApp

// Written once by viewgraph-compat init; yours from now on.
//
// Each test mounts first in a child process: a trap in the app's own code (a model's
// fatalError, a resource it cannot find) fails that test with the trap's message, and the
// rest of the run goes on. Then it mounts here, where a runtime warning SwiftUI would print
// fails it at the harness call.
@MainActor
struct CatalogAppSmokeTests {
  /// The app's first window mounts from its own composition root (the App's @State and
  /// @StateObject, its WindowGroup's injections) without a trap or a runtime warning.
  @Test func appMountsWithoutRuntimeWarnings() async {
    let launched = await #expect(processExitsWith: .success) {
      await TrapCheck.mount(app: CatalogApp.self)
    }
    guard launched != nil else {
      let trap = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await TrapCheck.mount(app: CatalogApp.self)
      }
      TrapCheck.record(trap, mounting: "CatalogApp")
      return
    }
    let harness = ParentHarness(app: CatalogApp())
    harness.reRender()
  }

  /// Every #Preview of the app mounts without a trap, a runtime warning or an ownership
  /// mistake the audit sees.
  @Test func everyPreviewMounts() async {
    let launched = await #expect(processExitsWith: .success) {
      await TrapCheck.mountPreviews(in: "CatalogApp")
    }
    guard launched != nil else {
      let trap = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await TrapCheck.mountPreviews(in: "CatalogApp")
      }
      TrapCheck.record(trap, mounting: "a #Preview of CatalogApp")
      return
    }
    expectPreviewsMount(in: "CatalogApp")
  }

  // snippet: placeListMounts
  /// `PlaceList()` mounts: no trap, no runtime warning, and its body runs.
  /// With what the App gives its screens, made anew: `.environment(Catalog())`.
  @Test func placeListMounts() async {
    let launched = await #expect(processExitsWith: .success) {
      await TrapCheck.mount { PlaceList().environment(Catalog()) }
    }
    guard launched != nil else {
      let trap = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await TrapCheck.mount { PlaceList().environment(Catalog()) }
      }
      TrapCheck.record(trap, mounting: "PlaceList")
      return
    }
    let harness = ParentHarness { PlaceList().environment(Catalog()) }
    #expect(harness.bodyEvaluations(of: PlaceList.self) >= 1, "PlaceList's body never ran")
  }
  // snippet end

  /// `AboutScreen()` mounts: no trap, no runtime warning, and its body runs.
  /// With what the App gives its screens, made anew: `.environment(Catalog())`.
  @Test func aboutScreenMounts() async {
    let launched = await #expect(processExitsWith: .success) {
      await TrapCheck.mount { AboutScreen().environment(Catalog()) }
    }
    guard launched != nil else {
      let trap = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await TrapCheck.mount { AboutScreen().environment(Catalog()) }
      }
      TrapCheck.record(trap, mounting: "AboutScreen")
      return
    }
    let harness = ParentHarness { AboutScreen().environment(Catalog()) }
    #expect(harness.bodyEvaluations(of: AboutScreen.self) >= 1, "AboutScreen's body never ran")
  }
}
