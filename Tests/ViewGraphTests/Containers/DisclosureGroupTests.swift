import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog

@MainActor
@Suite("DisclosureGroup") struct DisclosureGroupTests {
  @Test("a bound DisclosureGroup follows its binding and its label toggles it")
  func disclosureGroup() {
    let host = mount(HabitListScreen().environment(HabitStore()))
    #expect(!host.shows("Show streaks"))
    #expect(host.control("Settings")?.kind == .button)
    host.tap("Settings")
    #expect(host.control("Show streaks")?.kind == .toggle)
  }

  @Test("S240: a DisclosureGroup without isExpanded starts collapsed; tapping its label expands it")
  func unboundStartsCollapsed() {
    let unbound = mount(DisclosureGroup("More") { Text("Inside") })
    #expect(!unbound.shows("Inside"))
    unbound.tap("More")
    #expect(unbound.shows("Inside"))
    unbound.tap("More")
    #expect(!unbound.shows("Inside"))
  }
}
