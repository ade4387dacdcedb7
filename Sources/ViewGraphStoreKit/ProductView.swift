#if !canImport(StoreKit)
  import ViewGraph

  /// A view that merchandises one in-app purchase: it shows the product a test supplied
  /// (its name and price), or its identifier while none is (S261).
  ///
  /// ```swift
  /// ProductView(id: "pro")
  /// ```
  public struct ProductView<Icon: View, PlaceholderIcon: View> {
    /// The product identifier shown.
    @_spi(Inspection) public let productID: Product.ID
    let icon: Icon

    public nonisolated init(
      id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
      @ViewBuilder placeholderIcon: () -> PlaceholderIcon
    ) {
      self.productID = productID
      self.icon = icon()
    }
  }

  extension ProductView: View {
    public var body: some View { ProductViewBody(productID: productID, icon: AnyView(icon)) }
  }

  extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    public nonisolated init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) {
      self.init(id: productID, icon: { EmptyView() }, placeholderIcon: { EmptyView() })
    }

    public nonisolated init(_ product: Product, prefersPromotionalIcon: Bool = false) {
      self.init(id: product.id)
    }
  }

  extension ProductView where PlaceholderIcon == AutomaticProductPlaceholderIcon {
    public nonisolated init(
      id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon
    ) {
      self.init(id: productID, icon: icon, placeholderIcon: { AutomaticProductPlaceholderIcon() })
    }
  }

  /// The default placeholder icon of a store view.
  public struct AutomaticProductPlaceholderIcon: View {
    public var body: some View { EmptyView() }
  }

  /// One product as the product view style in the environment shows it (S345), with the
  /// purchase actions of the views above (S343).
  struct ProductViewBody: View {
    let productID: Product.ID
    let icon: AnyView
    @Environment(\.productViewStyle) private var style
    @Environment(\.inAppPurchaseActions) private var purchaseActions

    var body: some View {
      let product = Product.supplied.first { $0.id == productID }
      style.makeBody(
        ProductViewStyleConfiguration(
          productID: productID, state: product.map { .success($0) } ?? .unavailable,
          icon: ProductViewStyleConfiguration.Icon(content: icon),
          hasCurrentEntitlement: Transaction.suppliedEntitlements.contains { $0.productID == productID },
          purchaseActions: purchaseActions))
    }
  }

  /// A product's name and its buy button, titled with its price, if a test supplied it;
  /// else its identifier. Tapping the button purchases it as StoreKit's views do, with the
  /// actions the views above set (S343).
  struct ProductLabel: View {
    let id: Product.ID
    @Environment(\.inAppPurchaseActions) private var purchaseActions

    var body: some View {
      if let product = Product.supplied.first(where: { $0.id == id }) {
        Text(product.displayName)
        Button(product.displayPrice) {
          let actions = purchaseActions
          Task { @MainActor in await actions.purchase(product) }
        }
      } else {
        Text(id)
      }
    }
  }
#endif
