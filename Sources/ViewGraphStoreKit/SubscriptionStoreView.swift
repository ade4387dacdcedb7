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
    /// Which options the view offers a subscriber: `.all` unless the view was made with others.
    @_spi(Inspection) public let visibleRelationships: Product.SubscriptionRelationship
    let content: Content

    public nonisolated init(
      groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all,
      @ViewBuilder marketingContent: () -> Content
    ) {
      self.groupID = groupID
      productIDs = []
      self.visibleRelationships = visibleRelationships
      content = marketingContent()
    }

    public nonisolated init(productIDs: some Collection<String>, @ViewBuilder marketingContent: () -> Content)
    {
      groupID = nil
      self.productIDs = Array(productIDs)
      visibleRelationships = .all
      content = marketingContent()
    }
  }

  extension SubscriptionStoreView: View {
    public var body: some View {
      VStack {
        content
        SubscriptionStoreOptions(groupID: groupID, productIDs: productIDs)
        SubscriptionStorePolicyButtons()
      }
    }
  }

  extension SubscriptionStoreView where Content == AutomaticSubscriptionStoreMarketingContent {
    public nonisolated init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all) {
      self.init(
        groupID: groupID, visibleRelationships: visibleRelationships,
        marketingContent: { AutomaticSubscriptionStoreMarketingContent() })
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
