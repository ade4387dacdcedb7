#if !canImport(StoreKit)
  extension Product {
    /// The state of a task that loads a product in the background: what
    /// `storeProductTask(for:priority:action:)` hands its action (S342).
    ///
    /// ```swift
    /// .storeProductTask(for: "pro") { state in price = state.product?.displayPrice }
    /// ```
    public enum TaskState: Sendable {
      /// The task is loading the product in the background.
      case loading
      /// The task successfully loaded the product.
      case success(Product)
      /// The product is unavailable in the current storefront.
      case unavailable
      /// The task failed with an error.
      case failure(any Error)

      /// The product if the task succeeded; nil while loading, when it is unavailable, or
      /// after a failure.
      public var product: Product? {
        if case .success(let product) = self { return product }
        return nil
      }
    }

    /// The state of a task that loads a collection of products in the background: what
    /// `storeProductsTask(for:priority:action:)` hands its action (S342).
    ///
    /// ```swift
    /// .storeProductsTask(for: ["tip.small", "tip.large"]) { state in tips = state.products ?? [] }
    /// ```
    public enum CollectionTaskState: Sendable {
      /// The task is loading the collection in the background.
      case loading
      /// The task completed loading the collection: the products found, and the
      /// identifiers of those unavailable.
      case success([Product], unavailable: [Product.ID])
      /// The task failed with an error.
      case failure(any Error)

      /// The available products if the task succeeded; nil while loading or after a failure.
      public var products: [Product]? {
        if case .success(let products, _) = self { return products }
        return nil
      }
    }
  }
#endif
