#if !canImport(StoreKit)
  import Foundation
  @_spi(Inspection) import ViewGraph

  /// An in-app purchase product. A headless test has no App Store: ``products(for:)``
  /// answers with the products the test supplied (S261).
  ///
  /// ```swift
  /// Product.supplied = [Product(id: "pro", displayName: "Pro", price: 4.99, displayPrice: "$4.99")]
  /// let products = try await Product.products(for: ["pro"])
  /// ```
  public struct Product: Identifiable, Hashable, Sendable {
    public typealias ID = String

    /// The kind of product: consumable, non-consumable, or a subscription.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let consumable = ProductType(rawValue: "Consumable")
      public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
      public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
      public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }

    /// An option of a purchase (an app account token, a quantity).
    public struct PurchaseOption: Hashable, Sendable {
      let name: String
      public static func quantity(_ quantity: Int) -> PurchaseOption {
        PurchaseOption(name: "quantity(\(quantity))")
      }
      public static func appAccountToken(_ token: UUID) -> PurchaseOption {
        PurchaseOption(name: "appAccountToken(\(token))")
      }
    }

    /// How a purchase ended.
    public enum PurchaseResult: Sendable {
      case success(VerificationResult<Transaction>)
      case userCancelled
      case pending
    }

    public let id: ID
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    /// The subscription's group and period; nil for a product that is not a subscription.
    public let subscription: SubscriptionInfo?

    /// A product as a test supplies it.
    @_spi(Inspection) public init(
      id: ID, type: ProductType = .nonConsumable, displayName: String, description: String = "",
      price: Decimal, displayPrice: String, isFamilyShareable: Bool = false,
      subscription: SubscriptionInfo? = nil
    ) {
      self.subscription = subscription
      self.id = id
      self.type = type
      self.displayName = displayName
      self.description = description
      self.price = price
      self.displayPrice = displayPrice
      self.isFamilyShareable = isFamilyShareable
    }

    /// The products with these identifiers that a test supplied, in the order supplied; an
    /// identifier none supplied is left out, as the App Store leaves out one it does not
    /// know, and raises a `notModelled` warning naming it.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws
      -> [Product]
    where Identifiers.Element == String {
      if let failing = identifiers.first(where: { StoreSupply.shared.failures[$0] != nil }),
        let failure = StoreSupply.shared.failures[failing]
      {
        throw failure
      }
      let wanted = Set(identifiers)
      let found = StoreSupply.shared.products.filter { wanted.contains($0.id) }
      let missing = wanted.subtracting(found.map(\.id)).sorted()
      if !missing.isEmpty {
        await MainActor.run {
          RuntimeWarning.raise(
            .notModelled,
            "Product.products(for:) asked the App Store for \(missing.map { "\"\($0)\"" }.joined(separator: ", ")), "
              + "which no test supplied; it answers without them. Supply them with Product.supplied.")
        }
      }
      return found
    }

    /// Buys the product: the result the test supplied for it (``suppliedPurchaseResults``);
    /// without one, a `notModelled` warning and `StoreKitError.unknown`.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
      StoreSupply.shared.recordPurchase(PurchaseRecord(productID: id, options: options))
      if let result = StoreSupply.shared.purchaseResults[id] { return result }
      let id = self.id
      await MainActor.run {
        RuntimeWarning.raise(
          .notModelled,
          "Product \"\(id)\".purchase() has no App Store to buy from and no result a test supplied; "
            + "it throws StoreKitError.unknown. Supply one with Product.suppliedPurchaseResults[\"\(id)\"].")
      }
      throw StoreKitError.unknown
    }
  }

  @_spi(Inspection)
  extension Product {
    /// The products ``products(for:)`` answers with, for the whole test process.
    public static var supplied: [Product] {
      get { StoreSupply.shared.products }
      set { StoreSupply.shared.products = newValue }
    }

    /// The product or subscription-group identifiers whose loading fails, with the error:
    /// ``products(for:)``, ``SubscriptionInfo/status(for:)`` and the StoreKit view tasks
    /// answer it (S341, S342).
    public static var suppliedFailures: [String: any Error] {
      get { StoreSupply.shared.failures }
      set { StoreSupply.shared.failures = newValue }
    }

    /// A purchase the app made: the product and the options it asked for.
    public struct PurchaseRecord: Equatable, Sendable {
      public let productID: Product.ID
      public let options: Set<PurchaseOption>

      public init(productID: Product.ID, options: Set<PurchaseOption>) {
        self.productID = productID
        self.options = options
      }
    }

    /// The purchases ``purchase(options:)`` was asked for, in order, for the whole test
    /// process (S343).
    public static var purchasesMade: [PurchaseRecord] {
      get { StoreSupply.shared.purchases }
      set { StoreSupply.shared.purchases = newValue }
    }

    /// What ``purchase(options:)`` answers for each product identifier.
    public static var suppliedPurchaseResults: [ID: PurchaseResult] {
      get { StoreSupply.shared.purchaseResults }
      set { StoreSupply.shared.purchaseResults = newValue }
    }
  }

  /// Errors StoreKit throws.
  public enum StoreKitError: Error, Sendable {
    case unknown
    case userCancelled
    case networkError(URLError)
    case systemError(any Error)
    case notAvailableInStorefront
    case notEntitled
  }
#endif
