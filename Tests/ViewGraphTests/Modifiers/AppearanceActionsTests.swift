import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the screens a probe of common iOS 16–26 apps measured write it, and mounted, so the
// snippet is compiled in full and its view runs.

@MainActor
@Suite("_AppearanceActionModifier")
struct AppearanceActionsTests {
  @Test("_AppearanceActionModifier applied directly runs its actions, as onAppear and onDisappear do")
  func appearanceModifierApplied() {
    var log: [String] = []
    let host = mount(
      Rendered { Text("Ticker").modifier(_AppearanceActionModifier(appear: { log.append("appear") })) })
    #expect(log == ["appear"])
    _ = host
  }
}
