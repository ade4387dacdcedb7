#if !canImport(StoreKit)
  import ViewGraph

  extension View {
    /// Declares the view as dependent on the entitlement of an In-App Purchase product:
    /// when the view appears, and again whenever `productID` changes, `action` gets the
    /// entitlement a test supplied (S341).
    ///
    /// ```swift
    /// Text(isPro ? "Pro" : "Free")
    ///   .currentEntitlementTask(for: "pro") { state in isPro = state.transaction != nil }
    /// ```
    public nonisolated func currentEntitlementTask(
      for productID: String, priority: TaskPriority = .medium,
      action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void
    ) -> some View {
      storeTask(
        id: productID, priority: priority, load: { await entitlementState(for: productID) }, action: action)
    }

    /// Declares the view as dependent on the status of an auto-renewable subscription group:
    /// when the view appears, and again whenever `groupID` changes, `action` gets the
    /// statuses a test supplied (S341).
    ///
    /// ```swift
    /// Text(subscribed ? "Plus" : "Basic")
    ///   .subscriptionStatusTask(for: "plus") { state in
    ///     subscribed = state.value?.contains { $0.state == .subscribed } ?? false
    ///   }
    /// ```
    public nonisolated func subscriptionStatusTask(
      for groupID: String, priority: TaskPriority = .medium,
      action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void
    ) -> some View {
      storeTask(
        id: groupID, priority: priority,
        load: {
          do { return .success(try await Product.SubscriptionInfo.status(for: groupID)) } catch {
            return .failure(error)
          }
        }, action: action)
    }
  }

  /// The entitlement a test supplied for `productID`, or the failure it supplied.
  private func entitlementState(for productID: String) async -> EntitlementTaskState<
    VerificationResult<Transaction>?
  > {
    if let failure = StoreSupply.shared.failures[productID] { return .failure(failure) }
    return .success(await Transaction.currentEntitlement(for: productID))
  }
#endif
