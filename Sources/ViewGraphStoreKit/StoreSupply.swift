#if !canImport(StoreKit)
  import Foundation

  /// What a test supplied in place of the App Store, for the whole test process: products,
  /// purchase results and current entitlements. Locked: StoreKit's calls are `async` and
  /// run on any thread.
  final class StoreSupply: @unchecked Sendable {
    static let shared = StoreSupply()

    private let lock = NSLock()
    private var storedProducts: [Product] = []
    private var storedResults: [String: Product.PurchaseResult] = [:]
    private var storedEntitlements: [Transaction] = []
    private var storedStatuses: [String: [Product.SubscriptionInfo.Status]] = [:]
    private var storedFailures: [String: any Error] = [:]
    private var storedPurchases: [Product.PurchaseRecord] = []

    var products: [Product] {
      get { lock.withLock { storedProducts } }
      set { lock.withLock { storedProducts = newValue } }
    }
    var purchaseResults: [String: Product.PurchaseResult] {
      get { lock.withLock { storedResults } }
      set { lock.withLock { storedResults = newValue } }
    }
    var statuses: [String: [Product.SubscriptionInfo.Status]] {
      get { lock.withLock { storedStatuses } }
      set { lock.withLock { storedStatuses = newValue } }
    }
    /// The product or group identifiers whose loading fails, with the error.
    var failures: [String: any Error] {
      get { lock.withLock { storedFailures } }
      set { lock.withLock { storedFailures = newValue } }
    }
    /// The purchases made, in order.
    var purchases: [Product.PurchaseRecord] {
      get { lock.withLock { storedPurchases } }
      set { lock.withLock { storedPurchases = newValue } }
    }
    func recordPurchase(_ record: Product.PurchaseRecord) { lock.withLock { storedPurchases.append(record) } }
    var entitlements: [Transaction] {
      get { lock.withLock { storedEntitlements } }
      set { lock.withLock { storedEntitlements = newValue } }
    }
  }
#endif
