import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog

@MainActor
@Suite("S62, S74: apps and their first window") struct AppWindowTests {
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

  @Test("S74: a screen's write to state the app's body read re-evaluates the app's body")
  func screenWriteReEvaluatesTheApp() {
    let host = mount(AppRoot(GatedApp()))
    #expect(host.nodes(GatedSignInScreen.self).count == 1)
    #expect(host.control("Add")?.kind == .button)
    host.tap("Add")
    // The body did not read `scrums`.
    #expect(host.bodyEvaluationCount(of: AppRoot<GatedApp>.self) == 1)
    #expect(host.control("Sign in")?.kind == .button)
    host.tap("Sign in")
    #expect(host.bodyEvaluationCount(of: AppRoot<GatedApp>.self) == 2)
    #expect(host.shows("Retro"))
    #expect(host.nodes(GatedSignInScreen.self).isEmpty)
  }

  @Test("S74: a screen's write to the app's @StateObject through @EnvironmentObject re-evaluates the app")
  func environmentObjectWriteReEvaluatesTheApp() {
    let host = mount(AppRoot(SessionApp()))
    #expect(host.control("Rename")?.kind == .button)
    host.tap("Rename")
    #expect(host.bodyEvaluationCount(of: AppRoot<SessionApp>.self) == 2)
    #expect(host.shows("Hello Grace"))
  }
}
