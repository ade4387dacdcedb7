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
    public var body: some View {
      HStack {
        icon
        ProductLabel(id: productID)
      }
    }
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

  /// A product's name and price if a test supplied it, else its identifier.
  struct ProductLabel: View {
    let id: Product.ID
    var body: some View {
      if let product = Product.supplied.first(where: { $0.id == id }) {
        Text(product.displayName)
        Text(product.displayPrice)
      } else {
        Text(id)
      }
    }
  }
#endif
