import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphStoreKit

private let pro = Product(id: "pro", displayName: "Pro", price: 5, displayPrice: "$4.99")
private let tip = Product(id: "tip", type: .consumable, displayName: "Tip", price: 1, displayPrice: "$0.99")

private struct StoreFailed: Error {}

/// Shows the price of the chosen product, and the tips found, as their tasks hand them.
private struct PriceTag: View {
  @State private var productID = "pro"
  @State private var price = "not loaded"
  @State private var tips = "not loaded"
  var body: some View {
    VStack {
      Text(price).storeProductTask(for: productID) { state in
        switch state {
        case .loading: price = "loading"
        case .success(let product): price = product.displayPrice
        case .unavailable: price = "\(productID) unavailable"
        case .failure: price = "failed"
        }
      }
      Text(tips).storeProductsTask(for: ["tip", "tip.huge"]) { state in
        if case .success(let products, let unavailable) = state {
          tips = "\(products.map(\.displayName)) without \(unavailable)"
        }
      }
      Button("Ghost") { productID = "ghost" }
      Button("Broken") { productID = "broken" }
    }
  }
}

@MainActor
@Suite("S342: product tasks hand their action the products a test supplied, again when their ids change")
struct StoreKitProductTaskTests {
  @Test(
    "S342: storeProductTask answers the supplied product, then .unavailable with a warning, then a failure")
  func productTaskFollowsTheIdentifier() async {
    await withStoreSupply {
      Product.supplied = [pro, tip]
      Product.suppliedFailures = ["broken": StoreFailed()]
      let host = mount(PriceTag())
      #expect(await host.waitForTasks(timeout: .seconds(60)).isEmpty)
      #expect(host.texts.prefix(2) == ["$4.99", "[\"Tip\"] without [\"tip.huge\"]"])
      let warnings = await collectingNotModelledWarnings {
        host.tap("Ghost")
        #expect(await host.waitForTasks(timeout: .seconds(60)).isEmpty)
      }
      #expect(host.texts.first == "ghost unavailable")
      #expect(warnings.map(\.message).contains { $0.contains("asked the App Store for \"ghost\"") })
      host.tap("Broken")
      #expect(await host.waitForTasks(timeout: .seconds(60)).isEmpty)
      #expect(host.texts.first == "failed")
    }
  }

  @Test("S342: TaskState.product and CollectionTaskState.products are nil unless the task succeeded")
  func stateAccessors() {
    #expect(Product.TaskState.success(pro).product?.id == "pro")
    #expect(Product.TaskState.unavailable.product == nil)
    #expect(Product.CollectionTaskState.success([tip], unavailable: ["x"]).products?.map(\.id) == ["tip"])
    #expect(Product.CollectionTaskState.failure(StoreFailed()).products == nil)
  }
}
