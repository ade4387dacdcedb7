import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("Picker: find(picker:), select(_:), selection")
struct ControlKindsPickerTests {
  @Test("select(_:) picks a tagged option of a Picker")
  func selectOption() {
    let harness = ParentHarness { Preferences() }
    harness.find(picker: "Flavor")?.select(Flavor.vanilla)
    #expect(harness.find(Preferences.self)?.view.flavor == .vanilla)
    #expect(harness.find(picker: "Flavor")?.selection == AnyHashable(Flavor.vanilla))
  }

  @Test("select(_:) of an option the picker does not have records an issue listing the options")
  func selectMissingOption() {
    let harness = ParentHarness { Preferences() }
    expectRecorded(
      """
      select(mint): Picker "Flavor" has no option tagged mint
        options: chocolate ("Chocolate"), vanilla ("Vanilla")
        Fix: select one of the tags the picker's content declares with .tag(_:).
      """
    ) {
      harness.find(picker: "Flavor")?.select(Flavor.mint)
    }
  }
}
