import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphStoreKit

private let pro = Product(
  id: "pro", type: .nonConsumable, displayName: "Pro", price: Decimal(string: "4.99")!, displayPrice: "$4.99")

private struct PaywallScreen: View {
  var body: some View {
    VStack {
      ProductView(id: "pro")
      StoreView(ids: ["pro", "tip"])
      SubscriptionStoreView(groupID: "plus") { Text("Go Plus") }
    }
  }
}

@MainActor
@Suite("S261: StoreKit's products, transactions and store views answer what a test supplied", .serialized)
struct StoreKitProductTests {
  @Test(
    "S261: products(for:) answers the supplied products; an unsupplied identifier is left out and warned about"
  )
  func productsAreWhatTheTestSupplied() async throws {
    var products: [Product] = []
    var warnings: [RuntimeWarning] = []
    try await withStoreSupply {
      Product.supplied = [pro]
      warnings = try await collectingNotModelledWarnings {
        products = try await Product.products(for: ["pro", "lifetime"])
      }
    }
    #expect(products.map(\.displayName) == ["Pro"])
    #expect(
      warnings == [
        RuntimeWarning(
          .notModelled,
          "Product.products(for:) asked the App Store for \"lifetime\", which no test supplied; it answers "
            + "without them. Supply them with Product.supplied.")
      ])
  }

  @Test("S261: purchase() answers the supplied result; without one it warns and throws")
  func purchaseAnswersTheSuppliedResult() async throws {
    try await withStoreSupply { try await purchaseAnswers() }
  }

  private func purchaseAnswers() async throws {
    Product.suppliedPurchaseResults = ["pro": .success(.verified(Transaction(productID: "pro")))]
    guard case .success(let result) = try await pro.purchase() else {
      Issue.record("expected the supplied success")
      return
    }
    #expect(try result.payloadValue.productID == "pro")

    let tip = Product(id: "tip", type: .consumable, displayName: "Tip", price: 1, displayPrice: "$0.99")
    let warnings = await collectingNotModelledWarnings {
      await #expect(throws: StoreKitError.self) { _ = try await tip.purchase() }
    }
    #expect(warnings.map(\.kind) == [.notModelled])
    #expect(warnings.first?.message.hasPrefix("Product \"tip\".purchase() has no App Store") == true)
  }

  @Test("S261: currentEntitlements yields the supplied transactions; updates yields none and ends")
  func entitlementsAreWhatTheTestSupplied() async {
    await withStoreSupply { await entitlementsAnswer() }
  }

  private func entitlementsAnswer() async {
    Transaction.suppliedEntitlements = [Transaction(productID: "pro")]
    var owned: [String] = []
    for await case .verified(let transaction) in Transaction.currentEntitlements {
      owned.append(transaction.productID)
    }
    #expect(owned == ["pro"])
    let refunded = Transaction(
      productID: "pro", revocationDate: .distantPast, revocationReason: .developerIssue)
    #expect(refunded.revocationReason?.localizedDescription == "Developer issue")
    #expect(await Transaction.currentEntitlement(for: "tip") == nil)
    var updates = 0
    for await _ in Transaction.updates { updates += 1 }
    #expect(updates == 0)
  }

  @Test("S261: store views show a supplied product's name and price, and an unsupplied one's identifier")
  func storeViewsShowSuppliedProducts() async {
    await withStoreSupply { storeViewsShow() }
  }

  private func storeViewsShow() {
    Product.supplied = [pro]
    let host = mount(PaywallScreen())
    #expect(host.texts == ["Pro", "$4.99", "Pro", "$4.99", "tip", "Go Plus"])
    let store = host.root.descendants.lazy.compactMap { $0.value as? StoreView<EmptyView, EmptyView> }.first
    #expect(store?.productIDs == ["pro", "tip"])
  }

  @Test("S261: subscription statuses are those supplied; subscriptionStatusTask hands them to its action")
  func subscriptionStatusesAreWhatTheTestSupplied() async throws {
    try await withStoreSupply { try await subscriptionStatusesAnswer() }
  }

  private func subscriptionStatusesAnswer() async throws {
    let yearly = Product.SubscriptionInfo(
      subscriptionGroupID: "plus", subscriptionPeriod: .init(unit: .year, value: 1))
    let status = Product.SubscriptionInfo.Status(
      state: .inGracePeriod, transaction: Transaction(productID: "plus.yearly"),
      renewalInfo: .init(currentProductID: "plus.yearly"))
    Product.suppliedSubscriptionStatuses = ["plus": [status]]
    #expect(yearly.subscriptionPeriod.unit.localizedDescription == "Year")
    let statuses = try await Product.SubscriptionInfo.status(for: "plus")
    #expect(statuses.map(\.state) == [.inGracePeriod])
    #expect(try statuses.first?.renewalInfo.payloadValue.currentProductID == "plus.yearly")
    #expect(try await Product.SubscriptionInfo.status(for: "other").isEmpty)

    struct PlusBadge: View {
      @State private var state = "unknown"
      var body: some View {
        Text(state).subscriptionStatusTask(for: "plus") { taskState in
          state = taskState.value?.contains { $0.state == .inGracePeriod } == true ? "grace" : "none"
        }
      }
    }
    let host = mount(PlusBadge())
    for _ in 0..<50 where host.texts != ["grace"] {
      await Task.yield()
      host.update()
    }
    #expect(host.texts == ["grace"])
  }
}
