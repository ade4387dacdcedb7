#if !canImport(StoreKit)
  import Foundation

  /// A purchase of a product. A headless test has no App Store: the current entitlements
  /// are the transactions the test supplied (S261), and no update ever arrives.
  ///
  /// ```swift
  /// Transaction.suppliedEntitlements = [Transaction(productID: "pro")]
  /// for await case .verified(let transaction) in Transaction.currentEntitlements { … }
  /// ```
  public struct Transaction: Identifiable, Hashable, Sendable {
    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    /// Why the App Store refunded or revoked the purchase; nil when it did not.
    public let revocationReason: RevocationReason?
    public let purchasedQuantity: Int

    /// Whether the user upgraded to another subscription of the group since.
    public var isUpgraded: Bool { false }

    /// Tells the App Store the app delivered the purchase; nothing to tell headlessly.
    public func finish() async {}

    /// Transactions as StoreKit delivers them: an asynchronous sequence of verified values.
    public struct Transactions: AsyncSequence, Sendable {
      public typealias Element = VerificationResult<Transaction>
      let transactions: [Transaction]

      public struct AsyncIterator: AsyncIteratorProtocol {
        var remaining: IndexingIterator<[Transaction]>
        public mutating func next() async -> Element? { remaining.next().map { .verified($0) } }
      }

      public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(remaining: transactions.makeIterator())
      }
    }

    /// The transactions that entitle the user now: those the test supplied.
    public static var currentEntitlements: Transactions {
      Transactions(transactions: StoreSupply.shared.entitlements)
    }

    /// Every transaction: those the test supplied.
    public static var all: Transactions { currentEntitlements }

    /// Transactions made outside the app or on another device: none arrive headlessly.
    public static var updates: Transactions { Transactions(transactions: []) }

    /// Transactions not yet finished: none headlessly.
    public static var unfinished: Transactions { Transactions(transactions: []) }

    /// The entitlement for `productID`, if the test supplied one.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? {
      StoreSupply.shared.entitlements.last { $0.productID == productID }.map { .verified($0) }
    }

    /// The latest transaction for `productID`, if the test supplied one.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? {
      await currentEntitlement(for: productID)
    }
  }

  @_spi(Inspection)
  extension Transaction {
    /// A transaction as a test supplies it.
    public init(
      productID: String, id: UInt64 = 1, productType: Product.ProductType = .nonConsumable,
      purchaseDate: Date = Date(timeIntervalSince1970: 0), expirationDate: Date? = nil,
      revocationDate: Date? = nil, revocationReason: RevocationReason? = nil
    ) {
      self.id = id
      originalID = id
      self.productID = productID
      self.productType = productType
      self.purchaseDate = purchaseDate
      originalPurchaseDate = purchaseDate
      self.expirationDate = expirationDate
      self.revocationDate = revocationDate
      self.revocationReason = revocationReason
      purchasedQuantity = 1
    }

    /// What ``currentEntitlements`` and ``currentEntitlement(for:)`` answer, for the whole
    /// test process.
    public static var suppliedEntitlements: [Transaction] {
      get { StoreSupply.shared.entitlements }
      set { StoreSupply.shared.entitlements = newValue }
    }
  }
#endif
