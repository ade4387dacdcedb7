import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphStoreKit

private let pro = Product(id: "pro", displayName: "Pro", price: 5, displayPrice: "$4.99")

/// A style that shows only a buy button, titled by whether the user owns the product.
private struct BuyOnly: ProductViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button(configuration.hasCurrentEntitlement ? "Owned" : "Buy \(configuration.productID)") {
      configuration.purchase()
    }
  }
}

private struct StyledShop: View {
  var body: some View {
    VStack {
      ProductView(id: "pro")
      ProductView(id: "pro").productViewStyle(.large)
      StoreView(ids: ["pro"]).productViewStyle(.compact)
      ProductView(id: "pro").productViewStyle(BuyOnly())
    }
  }
}

@MainActor
@Suite("S345: productViewStyle reaches the product views below; a custom style's body is what they show")
struct ProductViewStyleTests {
  @Test("S345: built-in styles name themselves; a custom style's body and purchase() are the view's")
  func stylesReachTheProductViews() async {
    await withStoreSupply {
      Product.supplied = [pro]
      Product.suppliedPurchaseResults = ["pro": .pending]
      let host = mount(StyledShop())
      let styles = host.root.descendants.compactMap { ($0.value as? BuiltInProductViewBody)?.styleName }
      #expect(styles == ["automatic", "large", "compact"])
      #expect(host.texts.suffix(1) == ["Buy pro"])
      host.tap("Buy pro")
      await settle(host) { !Product.purchasesMade.isEmpty }
      #expect(Product.purchasesMade.map(\.productID) == ["pro"])
    }
  }
}
