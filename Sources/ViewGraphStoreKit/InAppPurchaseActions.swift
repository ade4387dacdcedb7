#if !canImport(StoreKit)
  @_spi(Inspection) import ViewGraph

  /// What the views above a store view asked to run around its purchases
  /// (`inAppPurchaseOptions`, `onInAppPurchaseStart`, `onInAppPurchaseCompletion`): the
  /// nearest of each wins, and nil removes an ancestor's (S343). The closures are written in
  /// views and called from the main actor only.
  struct InAppPurchaseActions: @unchecked Sendable {
    var options: ((Product) async -> Set<Product.PurchaseOption>)?
    var start: ((Product) async -> Void)?
    var completion: ((Product, Result<Product.PurchaseResult, any Error>) async -> Void)?

    /// A purchase started from a store view's buy button, as StoreKit runs it: the options
    /// first, then the start action, the purchase (the result a test supplied), and the
    /// completion action with its result.
    @MainActor func purchase(_ product: Product) async {
      let options = await options?(product) ?? []
      await start?(product)
      let result: Result<Product.PurchaseResult, any Error>
      do { result = .success(try await product.purchase(options: options)) } catch {
        result = .failure(error)
      }
      await completion?(product, result)
    }
  }

  private struct InAppPurchaseActionsKey: EnvironmentKey {
    static var defaultValue: InAppPurchaseActions { InAppPurchaseActions() }
  }

  extension EnvironmentValues {
    var inAppPurchaseActions: InAppPurchaseActions {
      get { self[InAppPurchaseActionsKey.self] }
      set { self[InAppPurchaseActionsKey.self] = newValue }
    }
  }

  extension View {
    /// Adds a function StoreKit calls before a purchase from a store view within this view
    /// starts, for the options of the purchase; nil removes an ancestor's (S343).
    ///
    /// ```swift
    /// StoreView(ids: ["pro"]).inAppPurchaseOptions { _ in [.appAccountToken(account.id)] }
    /// ```
    public nonisolated func inAppPurchaseOptions(
      _ options: ((Product) async -> Set<Product.PurchaseOption>)?
    ) -> some View {
      transformEnvironment(\.inAppPurchaseActions) { $0.options = options }
    }

    /// Adds an action to perform when the user starts a purchase from a store view within
    /// this view; nil removes an ancestor's (S343).
    ///
    /// ```swift
    /// StoreView(ids: ["pro"]).onInAppPurchaseStart { product in isBuying = true }
    /// ```
    public nonisolated func onInAppPurchaseStart(perform action: ((Product) async -> Void)?) -> some View {
      transformEnvironment(\.inAppPurchaseActions) { $0.start = action }
    }

    /// Adds an action to perform when a purchase from a store view within this view
    /// completes, with its result; nil removes an ancestor's (S343).
    ///
    /// ```swift
    /// StoreView(ids: ["pro"]).onInAppPurchaseCompletion { _, result in
    ///   if case .success(.success) = result { dismiss() }
    /// }
    /// ```
    public nonisolated func onInAppPurchaseCompletion(
      perform action: ((Product, Result<Product.PurchaseResult, any Error>) async -> Void)?
    ) -> some View {
      transformEnvironment(\.inAppPurchaseActions) { $0.completion = action }
    }
  }
#endif
