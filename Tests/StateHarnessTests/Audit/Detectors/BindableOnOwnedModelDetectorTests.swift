import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

// Mistake 2: a model the view creates, held by a wrapper that does not own it.

@MainActor
@Suite("Mistake 2: a model the view creates, held without ownership")
struct BindableOnOwnedModelDetectorTests {
  @Test("mistake 2: a model the view creates, held by @Bindable or let")
  func recreated() {
    let bindable = ParentHarness { BindableOwnerScreen() }.ownershipAudit()
    #expect(bindable.findings.map(\.mistake) == [.bindableOnOwnedModel])
    #expect(
      bindable.findings.first?.fix
        == "declare `@State private var store = Store()` in the view that creates it.")
    let plain = ParentHarness { LetScreen() }.ownershipAudit()
    #expect(plain.findings.first?.evidence.first?.hasPrefix("let store was Store#") == true)
  }

  @Test("mistake 2 on an ObservableObject: the headline names @ObservedObject, the fix @StateObject")
  func observedObjectTheViewCreates() {
    expectRecorded(
      """
      Ownership audit: MeetingView.scrumTimer — mistake 2, @ObservedObject on a model the view creates; breaks Rule 1 (@State owns the model)
        @ObservedObject scrumTimer was ScrumTimer#N, and ScrumTimer#N after one re-render; no view above holds either.
        @ObservedObject owns no storage: the parent's new struct brings a new object.
        Fix: declare `@StateObject private var scrumTimer = ScrumTimer()` in the view that creates it.
      """
    ) {
      ParentHarness { MeetingView() }.auditOwnership()
    }
  }

  @Test("mistake 2 on a let: the headline says a plain `let`, not @Bindable")
  func letTheViewCreates() {
    let finding = ParentHarness { LetScreen() }.ownershipAudit().findings.first
    #expect(
      normalized(finding?.failure.headline ?? "")
        == "Ownership audit: LetScreen.store — mistake 2, a plain `let` on a model the view creates; "
        + "breaks Rule 1 (@State owns the model)")
    #expect(finding?.title == "a plain `let` on a model the view creates")
    #expect(finding?.fix == "declare `@State private var store = Store()` in the view that creates it.")
  }
}
