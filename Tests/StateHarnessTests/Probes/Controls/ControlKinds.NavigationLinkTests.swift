import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("NavigationLink: find(navigationLink:), tap()")
struct ControlKindsNavigationLinkTests {
  @Test("tap() on a NavigationLink pushes its destination")
  func navigationLink() {
    let harness = ParentHarness { Preferences() }
    harness.find(navigationLink: "Details")?.tap()
    #expect(harness.contains(text: "Detail 1"))
    #expect(harness.find(Preferences.self)?.view.path == [1])
  }
}
