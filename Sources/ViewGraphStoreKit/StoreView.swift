#if !canImport(StoreKit)
  import ViewGraph

  /// A view that merchandises several in-app purchases, one ``ProductView`` each (S261).
  ///
  /// ```swift
  /// StoreView(ids: ["tip.small", "tip.large"])
  /// ```
  public struct StoreView<Icon: View, PlaceholderIcon: View> {
    /// The product identifiers shown, in order.
    @_spi(Inspection) public let productIDs: [Product.ID]
    let icon: (Product) -> Icon

    public nonisolated init(
      ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false,
      @ViewBuilder icon: @escaping (Product) -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon
    ) {
      self.productIDs = Array(productIDs)
      self.icon = icon
    }
  }

  extension StoreView: View {
    public var body: some View {
      VStack {
        ForEach(productIDs, id: \.self) { id in
          ProductViewBody(
            productID: id, icon: AnyView(Product.supplied.first { $0.id == id }.map(icon)))
        }
      }
    }
  }

  extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    public nonisolated init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false) {
      self.init(ids: productIDs, icon: { _ in EmptyView() }, placeholderIcon: { EmptyView() })
    }

    public nonisolated init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false) {
      self.init(ids: products.map(\.id))
    }
  }
#endif
