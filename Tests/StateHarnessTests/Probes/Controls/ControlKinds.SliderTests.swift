import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@MainActor
@Suite("Slider: find(slider:), setValue(_:), value")
struct ControlKindsSliderTests {
  @Test("setValue(_:) moves a Slider; outside its bounds it records an issue")
  func slider() {
    let harness = ParentHarness { Preferences() }
    harness.find(slider: "Volume")?.setValue(8)
    #expect(harness.find(slider: "Volume")?.value == 8)
    expectRecorded(
      """
      setValue(11.0): Slider "Volume" only goes from 0.0 to 10.0
        Fix: pick a value inside the slider's range.
      """
    ) {
      harness.find(slider: "Volume")?.setValue(11)
    }
  }
}
