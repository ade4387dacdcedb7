import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphStoreKit

private struct RatingScreen: View {
  @Environment(\.requestReview) private var requestReview
  @State private var saves = 0
  var body: some View {
    VStack {
      Button("Save") {
        saves += 1
        if saves == 2 { requestReview() }
      }
      Button("Rate (old API)") { SKStoreReviewController.requestReview() }
      Text("Saved \(saves)")
    }
  }
}

@MainActor
@Suite("S260: StoreKit's review request is recorded on the host")
struct RequestReviewTests {
  @Test("S260: requestReview() from the environment is recorded when the app's condition holds, not before")
  func environmentActionIsRecorded() {
    let host = mount(RatingScreen())
    host.tap("Save")
    #expect(host.systemRequests.isEmpty, "the first save asks for nothing")
    host.tap("Save")
    #expect(host.systemRequests == [.requestReview])
    #expect(host.systemRequests.first?.description == "requestReview()")
  }

  @Test("S260: SKStoreReviewController.requestReview() is recorded; outside a host's work it reaches none")
  func olderAPIIsRecorded() {
    let host = mount(RatingScreen())
    SKStoreReviewController.requestReview()
    #expect(host.systemRequests.isEmpty)
    host.tap("Rate (old API)")
    #expect(host.systemRequests == [.requestReview])
  }
}
