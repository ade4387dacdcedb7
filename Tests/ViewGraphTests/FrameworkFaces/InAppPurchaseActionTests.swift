import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphStoreKit

private let pro = Product(id: "pro", displayName: "Pro", price: 5, displayPrice: "$4.99")
private let tip = Product(id: "tip", type: .consumable, displayName: "Tip", price: 1, displayPrice: "$0.99")

/// What the purchase actions saw, in order.
@MainActor private final class PurchaseLog {
  var entries: [String] = []
}

/// A shop whose store view's purchases run the shop's actions; the tip's view removes the
/// completion action for its own purchases.
private struct Shop: View {
  let log: PurchaseLog
  var body: some View {
    VStack {
      ProductView(id: "pro")
      ProductView(id: "tip").onInAppPurchaseCompletion(perform: nil)
    }
    .inAppPurchaseOptions { _ in [.quantity(2)] }
    .onInAppPurchaseStart { product in log.entries.append("start \(product.id)") }
    .onInAppPurchaseCompletion { product, result in
      switch result {
      case .success(.success): log.entries.append("bought \(product.id)")
      case .success(.userCancelled): log.entries.append("cancelled \(product.id)")
      case .success: log.entries.append("pending \(product.id)")
      case .failure: log.entries.append("failed \(product.id)")
      }
    }
  }
}

@MainActor
@Suite("S343: a store view's purchase runs the options, start and completion actions of the views above")
struct InAppPurchaseActionTests {
  @Test("S343: tapping the price asks for options, starts, buys with them, and completes with the result")
  func purchaseRunsTheActionsInOrder() async {
    await withStoreSupply {
      Product.supplied = [pro, tip]
      Product.suppliedPurchaseResults = ["pro": .userCancelled, "tip": .pending]
      let log = PurchaseLog()
      let host = mount(Shop(log: log))
      host.tap("$4.99")
      await settle(host) { log.entries.count == 2 }
      #expect(log.entries == ["start pro", "cancelled pro"])
      #expect(Product.purchasesMade == [Product.PurchaseRecord(productID: "pro", options: [.quantity(2)])])

      host.tap("$0.99")
      await settle(host) { Product.purchasesMade.count == 2 }
      await settle(host) { false }
      #expect(
        log.entries == ["start pro", "cancelled pro", "start tip"], "nil removed the completion action")
    }
  }

  @Test("S343: a purchase no test supplied a result for completes with a failure and a warning")
  func unsuppliedPurchaseFails() async {
    await withStoreSupply {
      Product.supplied = [pro]
      let log = PurchaseLog()
      let host = mount(Shop(log: log))
      let warnings = await collectingNotModelledWarnings {
        host.tap("$4.99")
        await settle(host) { log.entries.count == 2 }
      }
      #expect(log.entries == ["start pro", "failed pro"])
      #expect(
        warnings.map(\.message).contains { $0.hasPrefix("Product \"pro\".purchase() has no App Store") })
    }
  }
}
