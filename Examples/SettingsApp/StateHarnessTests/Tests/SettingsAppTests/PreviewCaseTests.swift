import StateHarness
import Testing

@testable import SettingsApp

/// Each `#Preview` of the app as a test case of its own.
@MainActor
@Suite struct PreviewCaseTests {
  // snippet: previewsAsTestCases
  // Previews as state tests: each mounts with no runtime warning and an ownership audit
  // with no finding, and is its own test case, named in its failure.
  @Test(arguments: Previews.all(in: "SettingsApp"))
  func preview(_ preview: PreviewFixture) {
    expectPreviewMounts(preview)
    ParentHarness(preview: preview).reRender()  // or drive it like any screen
  }
  // snippet end
}
