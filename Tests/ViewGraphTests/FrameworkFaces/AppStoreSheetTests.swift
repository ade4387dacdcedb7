import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphStoreKit

private struct RedeemFailed: Error {}

/// An account screen with StoreKit's three sheets, each showing what it reported.
private struct AccountScreen: View {
  @State private var isManaging = false
  @State private var isRedeeming = false
  @State private var isRefunding = false
  @State private var outcome = "nothing yet"
  var body: some View {
    VStack {
      Button("Manage") { isManaging = true }
        .manageSubscriptionsSheet(isPresented: $isManaging, subscriptionGroupID: "plus")
      Button("Redeem") { isRedeeming = true }
        .offerCodeRedemption(isPresented: $isRedeeming) { result in
          outcome = (try? result.get()) != nil ? "redeemed" : "redeem failed"
        }
      Button("Refund") { isRefunding = true }
        .refundRequestSheet(for: 7, isPresented: $isRefunding) { result in
          switch result {
          case .success(.success): outcome = "refund requested"
          case .success(.userCancelled): outcome = "refund cancelled"
          case .failure(let error): outcome = "refund \(error)"
          }
        }
      Text(outcome)
    }
  }
}

/// The StoreKit sheet showing, if any.
@MainActor
private func shownSheet(_ host: ViewHost) -> AppStoreSheet? {
  host.root.descendants.lazy.compactMap { $0.value as? AppStoreSheet }.first
}

@MainActor
@Suite("S344: StoreKit's sheets are sheets of their binding; the test answers for the user")
struct AppStoreSheetTests {
  @Test("S344: the manage-subscriptions sheet shows while its binding is true and closes it on dismiss")
  func manageSubscriptionsSheetFollowsItsBinding() throws {
    let host = mount(AccountScreen())
    #expect(shownSheet(host) == nil)
    host.tap("Manage")
    let sheet = try #require(shownSheet(host))
    #expect(sheet.kind == .manageSubscriptions(groupID: "plus"))
    #expect(sheet.kind.description == "manageSubscriptions(plus)")
    let node = try #require(host.root.descendants.first { $0.value is AppStoreSheet })
    #expect(node.enclosingPresentation?.component == .attached(.sheet), "presented as sheets are")
    host.perform { sheet.dismiss() }
    host.update()
    #expect(shownSheet(host) == nil)
  }

  @Test("S344: a refund request reports the test's answer when it closes, and userCancelled when dismissed")
  func refundRequestReportsOnDismiss() throws {
    let host = mount(AccountScreen())
    host.tap("Refund")
    let sheet = try #require(shownSheet(host))
    #expect(sheet.kind == .refundRequest(transactionID: 7))
    #expect(!sheet.completeOfferCodeRedemption(.success(())), "a refund sheet redeems no code")
    #expect(host.perform { sheet.completeRefundRequest(.success(.success)) })
    host.update()
    #expect(shownSheet(host) == nil)
    #expect(host.texts.last == "refund requested")

    host.tap("Refund")
    let again = try #require(shownSheet(host))
    host.perform { again.dismiss() }
    host.update()
    #expect(host.texts.last == "refund cancelled", "the previous answer is not reported twice")
    #expect(!again.completeRefundRequest(.failure(.failed)), "a closed sheet takes no answer")
  }

  @Test("S344: an offer code redemption completes with the test's answer, and success when dismissed")
  func offerCodeRedemptionCompletes() throws {
    let host = mount(AccountScreen())
    host.tap("Redeem")
    let sheet = try #require(shownSheet(host))
    #expect(sheet.kind == .offerCodeRedemption)
    host.perform { _ = sheet.completeOfferCodeRedemption(.failure(RedeemFailed())) }
    host.update()
    #expect(host.texts.last == "redeem failed")
    host.tap("Redeem")
    host.perform { shownSheet(host)?.dismiss() }
    host.update()
    #expect(host.texts.last == "redeemed")
  }
}
