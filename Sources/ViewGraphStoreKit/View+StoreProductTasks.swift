#if !canImport(StoreKit)
  import ViewGraph

  extension View {
    /// Declares the view as dependent on an In-App Purchase product: when the view appears,
    /// and again whenever `id` changes, `action` gets the product a test supplied, or
    /// `.unavailable` (with a `notModelled` warning naming it) when none did (S342).
    ///
    /// ```swift
    /// Text(price).storeProductTask(for: "pro") { state in price = state.product?.displayPrice ?? "–" }
    /// ```
    public nonisolated func storeProductTask(
      for id: Product.ID, priority: TaskPriority = .medium,
      action: @escaping (Product.TaskState) async -> Void
    ) -> some View {
      storeTask(
        id: id, priority: priority,
        load: {
          do {
            return try await Product.products(for: [id]).first.map { .success($0) } ?? .unavailable
          } catch {
            return .failure(error)
          }
        }, action: action)
    }

    /// Declares the view as dependent on a collection of In-App Purchase products: when the
    /// view appears, and again whenever `ids` changes, `action` gets the products a test
    /// supplied and the identifiers none did (S342).
    ///
    /// ```swift
    /// List(tips) { Text($0.displayName) }
    ///   .storeProductsTask(for: ["tip.small", "tip.large"]) { tips = $0.products ?? [] }
    /// ```
    public nonisolated func storeProductsTask(
      for ids: some Collection<String> & Equatable & Sendable, priority: TaskPriority = .medium,
      action: @escaping (Product.CollectionTaskState) async -> Void
    ) -> some View {
      storeTask(
        id: ids, priority: priority,
        load: {
          do {
            let products = try await Product.products(for: ids)
            let found = Set(products.map(\.id))
            return .success(products, unavailable: ids.filter { !found.contains($0) })
          } catch {
            return .failure(error)
          }
        }, action: action)
    }
  }
#endif
