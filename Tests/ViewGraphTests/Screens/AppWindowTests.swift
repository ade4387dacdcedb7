import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog

@MainActor
@Suite("S62: an app's first window") struct AppWindowTests {
  @Test("S62: an app mounts from its first window, with its state and injections")
  func appMountsItsFirstWindow() {
    let host = mount(AppRoot(HabitTrackerApp()))
    #expect(host.shows("Read"))
    #expect(host.shows("2 habits"))
    #expect(host.control("Delete Read")?.kind == .button)
    host.tap("Delete Read")
    #expect(host.shows("1 habits"))
    #expect(!host.shows("Read"))
  }
}
