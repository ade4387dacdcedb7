import Foundation
import Testing

@testable import ViewGraphCompat

/// Errors naming a framework ViewGraph stands in for are that stand-in's gap, not SwiftUI's.
@Suite("viewgraph-compat: a stand-in's missing API is attributed to its framework", .serialized, .ownThread)
struct StandInGapTests {
  // BackyardBirds (main corpus): `EntitlementTaskState` and `.productViewStyle(.large)` were
  // ranked "SwiftUI API missing" while StoreKit's stand-in lacked them.
  @Test("StoreKit's modifiers, types and environment values rank under their stand-in, SwiftUI's do not")
  func storeKitNamesAreStoreKits() {
    func api(_ message: String) -> Diagnostic.API {
      Diagnostic(path: "Shop.swift", line: 1, column: 1, message: message).api(
        fileLines: nil, leftOutNames: [])
    }
    #expect(
      api("value of type 'some View' has no member 'subscriptionStorePolicyForegroundStyle'")
        == .standInGap(framework: "StoreKit", name: "View.subscriptionStorePolicyForegroundStyle"))
    #expect(
      api("cannot find 'SubscriptionOptionGroup' in scope")
        == .standInGap(framework: "StoreKit", name: "SubscriptionOptionGroup"))
    #expect(
      api("value of type 'Product.SubscriptionInfo' has no member 'groupLevel'")
        == .standInGap(framework: "StoreKit", name: "Product.SubscriptionInfo.groupLevel"))
    #expect(api("value of type 'some View' has no member 'cardStyle'") == .missing("View.cardStyle"))
    #expect(
      api("value of type 'Product' has no member 'sku'") == .missing("Product.sku"),
      "an app's own Product is not StoreKit's")
    #expect(
      Diagnostic.API.standInGap(framework: "StoreKit", name: "View.productIconBorder").category
        == "Apple frameworks' API their stand-in lacks")
  }

  @Test("a StoreKit screen's missing modifier is listed under StoreKit's stand-in in the report")
  func reportListsTheStandInGap() throws {
    let app = try ViewGraphCompatTests.FixtureApp([
      "Paywall.swift": """
      import StoreKit
      import SwiftUI

      struct Paywall: View {
        var body: some View {
          SubscriptionStoreView(groupID: "plus")
            .subscriptionStorePolicyForegroundStyle(.white)
        }
      }
      """
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    let text = Report(results: [result], listsEveryFile: true).apisText
    #expect(text.contains("Apple frameworks' API their stand-in lacks, by files affected:"), "\(text)")
    #expect(text.contains("StoreKit stand-in: View.subscriptionStorePolicyForegroundStyle"), "\(text)")
    #expect(!text.contains("SwiftUI API missing"), "\(text)")
  }
}
