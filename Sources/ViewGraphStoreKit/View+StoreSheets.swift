#if !canImport(StoreKit)
  import ViewGraph

  /// Presents a StoreKit sheet as a sheet, and hands the app what the test answered for the
  /// user when it closes (S344).
  struct AppStoreSheetModifier: ViewModifier {
    let kind: AppStoreSheet.Kind
    let isPresented: Binding<Bool>
    let onClose: @MainActor (Any?) -> Void
    @State private var outcome: AppStoreSheetOutcome = AppStoreSheetOutcome()

    nonisolated init(
      kind: AppStoreSheet.Kind, isPresented: Binding<Bool>, onClose: @escaping @MainActor (Any?) -> Void
    ) {
      self.kind = kind
      self.isPresented = isPresented
      self.onClose = onClose
    }

    func body(content: Content) -> some View {
      let outcome = outcome
      content.sheet(isPresented: isPresented, onDismiss: { onClose(outcome.take()) }) {
        AppStoreSheet(kind: kind, outcome: outcome, isPresented: isPresented)
      }
    }
  }

  extension View {
    /// Shows the App Store's sheet for managing subscriptions while `isPresented` is true
    /// (S344).
    ///
    /// ```swift
    /// Button("Manage") { isManaging = true }.manageSubscriptionsSheet(isPresented: $isManaging)
    /// ```
    public nonisolated func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View {
      modifier(
        AppStoreSheetModifier(kind: .manageSubscriptions(groupID: nil), isPresented: isPresented) { _ in })
    }

    /// Shows the App Store's sheet for managing the subscriptions of one group while
    /// `isPresented` is true (S344).
    ///
    /// ```swift
    /// .manageSubscriptionsSheet(isPresented: $isManaging, subscriptionGroupID: "plus")
    /// ```
    public nonisolated func manageSubscriptionsSheet(isPresented: Binding<Bool>, subscriptionGroupID: String)
      -> some View
    {
      modifier(
        AppStoreSheetModifier(
          kind: .manageSubscriptions(groupID: subscriptionGroupID), isPresented: isPresented
        ) { _ in })
    }

    /// Shows the App Store's sheet for redeeming an offer code while `isPresented` is true;
    /// `onCompletion` gets the outcome when it closes (S344).
    ///
    /// ```swift
    /// .offerCodeRedemption(isPresented: $isRedeeming) { _ in dismiss() }
    /// ```
    public nonisolated func offerCodeRedemption(
      isPresented: Binding<Bool>,
      onCompletion: @escaping @MainActor (Result<Void, any Error>) -> Void = { _ in }
    ) -> some View {
      modifier(
        AppStoreSheetModifier(kind: .offerCodeRedemption, isPresented: isPresented) { @MainActor answer in
          onCompletion(answer as? Result<Void, any Error> ?? .success(()))
        })
    }

    /// Shows the App Store's refund request sheet for a transaction while `isPresented` is
    /// true; `onDismiss` gets the outcome when it closes (S344).
    ///
    /// ```swift
    /// .refundRequestSheet(for: transaction.id, isPresented: $isRequesting) { result in
    ///   if case .success(.success) = result { dismiss() }
    /// }
    /// ```
    @preconcurrency
    public nonisolated func refundRequestSheet(
      for transactionID: Transaction.ID, isPresented: Binding<Bool>,
      onDismiss: (
        @MainActor (Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> Void
      )? =
        nil
    ) -> some View {
      modifier(
        AppStoreSheetModifier(kind: .refundRequest(transactionID: transactionID), isPresented: isPresented) {
          @MainActor answer in
          onDismiss?(
            answer as? Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>
              ?? .success(.userCancelled))
        })
    }
  }
#endif
