#if !canImport(StoreKit)
  import ViewGraph

  /// A view that merchandises a subscription group's products, below the marketing content
  /// the app gives (S261).
  ///
  /// ```swift
  /// SubscriptionStoreView(groupID: "21482012") { Text("Go Pro") }
  /// ```
  public struct SubscriptionStoreView<Content: View> {
    /// The subscription group shown, if the view was made with one.
    @_spi(Inspection) public let groupID: String?
    /// The product identifiers shown, if the view was made with them.
    @_spi(Inspection) public let productIDs: [Product.ID]
    let content: Content

    public nonisolated init(groupID: String, @ViewBuilder marketingContent: () -> Content) {
      self.groupID = groupID
      productIDs = []
      content = marketingContent()
    }

    public nonisolated init(productIDs: some Collection<String>, @ViewBuilder marketingContent: () -> Content)
    {
      groupID = nil
      self.productIDs = Array(productIDs)
      content = marketingContent()
    }
  }

  extension SubscriptionStoreView: View {
    public var body: some View {
      VStack {
        content
        ForEach(productIDs, id: \.self) { ProductLabel(id: $0) }
      }
    }
  }

  extension SubscriptionStoreView where Content == AutomaticSubscriptionStoreMarketingContent {
    public nonisolated init(groupID: String) {
      self.init(groupID: groupID, marketingContent: { AutomaticSubscriptionStoreMarketingContent() })
    }

    public nonisolated init(productIDs: some Collection<String>) {
      self.init(productIDs: productIDs, marketingContent: { AutomaticSubscriptionStoreMarketingContent() })
    }
  }

  /// The marketing content a subscription store shows when the app gives none.
  public struct AutomaticSubscriptionStoreMarketingContent: View {
    public var body: some View { EmptyView() }
  }
#endif
