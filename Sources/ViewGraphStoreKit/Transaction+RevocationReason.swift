#if !canImport(StoreKit)
  extension Transaction {
    /// Why the App Store refunded or revoked a purchase.
    ///
    /// ```swift
    /// if let reason = transaction.revocationReason { print(reason.localizedDescription) }
    /// ```
    public struct RevocationReason: RawRepresentable, Hashable, Sendable {
      public let rawValue: Int
      public init(rawValue: Int) { self.rawValue = rawValue }

      /// An actual or perceived issue within the app.
      public static let developerIssue = RevocationReason(rawValue: 1)
      /// Another reason.
      public static let other = RevocationReason(rawValue: 0)

      /// The reason, as a person reads it.
      public var localizedDescription: String {
        rawValue == Self.developerIssue.rawValue ? "Developer issue" : "Other"
      }
    }
  }
#endif
