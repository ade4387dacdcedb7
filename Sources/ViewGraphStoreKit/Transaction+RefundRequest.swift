#if !canImport(StoreKit)
  extension Transaction {
    /// How a refund request ended: sent to the App Store, or cancelled by the user.
    public enum RefundRequestStatus: Equatable, Hashable, Sendable {
      /// The App Store has received the refund request.
      case success
      /// The user cancelled submission of their refund request.
      case userCancelled
    }

    /// Why a refund request failed.
    public enum RefundRequestError: Error, Equatable, Hashable, Sendable {
      /// The App Store has already received a refund request for this purchase.
      case duplicateRequest
      /// The refund request failed.
      case failed
    }
  }
#endif
