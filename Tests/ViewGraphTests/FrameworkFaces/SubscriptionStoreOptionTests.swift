import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphStoreKit

private let yearly = Product(
  id: "plus.yearly", type: .autoRenewable, displayName: "Plus Yearly", price: 50, displayPrice: "$49.99",
  subscription: .init(
    subscriptionGroupID: "plus", subscriptionPeriod: .init(unit: .year, value: 1), groupLevel: 1))
private let monthly = Product(
  id: "plus.monthly", type: .autoRenewable, displayName: "Plus Monthly", price: 5, displayPrice: "$4.99",
  subscription: .init(
    subscriptionGroupID: "plus", subscriptionPeriod: .init(unit: .month, value: 1), groupLevel: 2))

/// A pass shop shown in a sheet that closes when a purchase succeeds, as BackyardBirds' watch
/// app's is.
private struct PassShop: View {
  @State private var isShopping = true
  var body: some View {
    Text(isShopping ? "shopping" : "done")
      .sheet(isPresented: $isShopping) {
        SubscriptionStoreView(groupID: "plus", visibleRelationships: .upgrade)
          .subscriptionStoreControlIcon { _, info in Text("level \(info.groupLevel)") }
          .subscriptionStoreButtonLabel(.multiline.price)
          .subscriptionStorePickerItemBackground(.thinMaterial)
      }
      .onInAppPurchaseCompletion { _, result in
        if case .success(.success) = result { isShopping = false }
      }
  }
}

@MainActor
@Suite("S345: a subscription store shows its group's options with the icon and label set above")
struct SubscriptionStoreOptionTests {
  @Test("S345: each supplied option of the group gets the control icon and button label; buying closes")
  func optionsCarryTheDecorationsAndPurchase() async throws {
    try await withStoreSupply {
      Product.supplied = [yearly, monthly]
      Product.suppliedPurchaseResults = ["plus.yearly": .success(.verified(.init(productID: "plus.yearly")))]
      let host = mount(PassShop())
      #expect(
        host.texts == ["shopping", "level 1", "Plus Yearly", "$49.99", "level 2", "Plus Monthly", "$4.99"])
      let options = host.root.descendants.compactMap { $0.value as? SubscriptionStoreOption }
      #expect(options.map(\.buttonLabel.description) == ["multiline.price", "multiline.price"])
      let store = try #require(
        host.root.descendants.lazy.compactMap {
          $0.value as? SubscriptionStoreView<AutomaticSubscriptionStoreMarketingContent>
        }
        .first)
      #expect(store.visibleRelationships == .upgrade)
      host.tap("$49.99")
      await settle(host) { host.texts == ["done"] }
      #expect(host.texts == ["done"])
    }
  }
}

private let termsURL = URL(string: "https://example.com/terms")!

/// URLs the policy buttons opened.
@MainActor private final class OpenedURLs {
  var urls: [URL] = []
}

/// A subscription store whose policy buttons show, one sent to a URL and one to a view.
private struct PolicyStore: View {
  let opened: OpenedURLs
  var body: some View {
    SubscriptionStoreView(groupID: "plus")
      .storeButton(.visible, for: .policies)
      .subscriptionStorePolicyDestination(url: termsURL, for: .termsOfService)
      .subscriptionStorePolicyDestination(for: .privacyPolicy) { Text("We keep nothing") }
      .environment(
        \.openURL,
        OpenURLAction {
          opened.urls.append($0); return .handled
        })
  }
}

extension SubscriptionStoreOptionTests {
  @Test("S345: policy buttons show when storeButton asks; each opens its URL or presents its view")
  func policyButtonsFollowTheirDestinations() async {
    await withStoreSupply {
      let opened = OpenedURLs()
      let host = mount(PolicyStore(opened: opened))
      #expect(host.texts == ["Terms of Service", "Privacy Policy"])
      host.tap("Terms of Service")
      #expect(opened.urls == [termsURL])
      host.tap("Privacy Policy")
      #expect(host.texts.last == "We keep nothing")
      #expect(mount(SubscriptionStoreView(groupID: "plus")).texts.isEmpty, "hidden unless asked for")
    }
  }
}
