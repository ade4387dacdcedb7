#if !canImport(StoreKit)
  @_spi(Inspection) import ViewGraph

  /// A sheet StoreKit shows over the app (managing subscriptions, redeeming an offer code,
  /// requesting a refund), presented as a sheet while its binding is true (S344). There is
  /// no App Store to show: the sheet is empty, and a test answers for the user through its
  /// SPI, which closes it (the binding turns false) and hands the app the answer.
  ///
  /// ```swift
  /// let sheet = host.root.descendants.lazy.compactMap { $0.value as? AppStoreSheet }.first
  /// sheet?.completeRefundRequest(.success(.success))
  /// ```
  @_spi(Inspection)
  public struct AppStoreSheet: View {
    /// Which App Store sheet it is.
    public enum Kind: Equatable, Sendable, CustomStringConvertible {
      /// `manageSubscriptionsSheet(isPresented:)`, or its `subscriptionGroupID:` form.
      case manageSubscriptions(groupID: String?)
      /// `offerCodeRedemption(isPresented:onCompletion:)`.
      case offerCodeRedemption
      /// `refundRequestSheet(for:isPresented:onDismiss:)`, for the transaction.
      case refundRequest(transactionID: Transaction.ID)

      public var description: String {
        switch self {
        case .manageSubscriptions(let groupID?): "manageSubscriptions(\(groupID))"
        case .manageSubscriptions(nil): "manageSubscriptions"
        case .offerCodeRedemption: "offerCodeRedemption"
        case .refundRequest(let id): "refundRequest(\(id))"
        }
      }
    }

    /// Which sheet this is.
    public let kind: Kind
    let outcome: AppStoreSheetOutcome
    let isPresented: Binding<Bool>

    public var body: some View { EmptyView() }

    /// The user closes the sheet without an answer: a refund request reports
    /// `.userCancelled`, an offer code redemption `.success(())`.
    public func dismiss() { isPresented.wrappedValue = false }

    /// The user finishes a refund request with `result`; false, changing nothing, when this
    /// is not a refund request sheet.
    @discardableResult
    public func completeRefundRequest(
      _ result: Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>
    ) -> Bool {
      guard case .refundRequest = kind else { return false }
      return close(with: result)
    }

    /// The user finishes redeeming an offer code with `result`; false, changing nothing,
    /// when this is not an offer code redemption sheet.
    @discardableResult
    public func completeOfferCodeRedemption(_ result: Result<Void, any Error>) -> Bool {
      guard case .offerCodeRedemption = kind else { return false }
      return close(with: result)
    }

    private func close(with answer: Any) -> Bool {
      guard isPresented.wrappedValue else { return false }
      outcome.answer = answer
      isPresented.wrappedValue = false
      return true
    }
  }

  /// The answer a test gave a StoreKit sheet, kept until the sheet's dismissal hands it to
  /// the app: one per modifier identity (its `@State`).
  final class AppStoreSheetOutcome {
    var answer: Any?

    /// The answer given since the sheet was shown, which it then forgets.
    func take() -> Any? {
      defer { answer = nil }
      return answer
    }
  }
#endif
