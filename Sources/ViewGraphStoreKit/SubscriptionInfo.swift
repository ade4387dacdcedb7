#if !canImport(StoreKit)
  import Foundation

  extension Product {
    /// A subscription's length: a number of days, weeks, months or years.
    public struct SubscriptionPeriod: Equatable, Hashable, Sendable {
      /// The unit of a subscription period.
      public enum Unit: Equatable, Hashable, Sendable, CaseIterable {
        case day, week, month, year

        /// The unit's name: "Day", "Week", "Month", "Year".
        public var localizedDescription: String {
          switch self {
          case .day: "Day"
          case .week: "Week"
          case .month: "Month"
          case .year: "Year"
          }
        }
      }

      public let unit: Unit
      public let value: Int

      @_spi(Inspection) public init(unit: Unit, value: Int) {
        self.unit = unit
        self.value = value
      }
    }

    /// What a subscription product is: its group and period, and the user's status in it.
    public struct SubscriptionInfo: Equatable, Hashable, Sendable {
      public let subscriptionGroupID: String
      /// The subscription's level in its group: 1 is the highest service.
      public let groupLevel: Int
      public let subscriptionPeriod: SubscriptionPeriod

      @_spi(Inspection) public init(
        subscriptionGroupID: String, subscriptionPeriod: SubscriptionPeriod, groupLevel: Int = 1
      ) {
        self.subscriptionGroupID = subscriptionGroupID
        self.groupLevel = groupLevel
        self.subscriptionPeriod = subscriptionPeriod
      }

      /// Where the user stands in a subscription group.
      public struct RenewalState: RawRepresentable, Equatable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let subscribed = RenewalState(rawValue: 1)
        public static let expired = RenewalState(rawValue: 2)
        public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
        public static let inGracePeriod = RenewalState(rawValue: 4)
        public static let revoked = RenewalState(rawValue: 5)
      }

      /// What renews next.
      public struct RenewalInfo: Equatable, Hashable, Sendable {
        public let currentProductID: String
        public let autoRenewPreference: String?
        public let willAutoRenew: Bool

        @_spi(Inspection) public init(
          currentProductID: String, autoRenewPreference: String? = nil, willAutoRenew: Bool = true
        ) {
          self.currentProductID = currentProductID
          self.autoRenewPreference = autoRenewPreference ?? currentProductID
          self.willAutoRenew = willAutoRenew
        }
      }

      /// The user's status in a subscription group.
      public struct Status: Sendable {
        public let state: RenewalState
        public let transaction: VerificationResult<Transaction>
        public let renewalInfo: VerificationResult<RenewalInfo>

        @_spi(Inspection) public init(state: RenewalState, transaction: Transaction, renewalInfo: RenewalInfo)
        {
          self.state = state
          self.transaction = .verified(transaction)
          self.renewalInfo = .verified(renewalInfo)
        }

        /// Status changes made outside the app: none arrive headlessly.
        public static var updates: AsyncStream<Status> { AsyncStream { $0.finish() } }
      }

      /// The statuses of the group a test supplied (``Product/suppliedSubscriptionStatuses``),
      /// or the error it supplied for the group (``Product/suppliedFailures``).
      public static func status(for groupID: String) async throws -> [Status] {
        if let failure = StoreSupply.shared.failures[groupID] { throw failure }
        return StoreSupply.shared.statuses[groupID] ?? []
      }
    }
  }

  @_spi(Inspection)
  extension Product {
    /// What ``Product/SubscriptionInfo/status(for:)`` answers for each group.
    public static var suppliedSubscriptionStatuses: [String: [SubscriptionInfo.Status]] {
      get { StoreSupply.shared.statuses }
      set { StoreSupply.shared.statuses = newValue }
    }
  }

  /// The App Store's country for the user.
  public struct Storefront: Identifiable, Equatable, Hashable, Sendable {
    public let id: String
    public let countryCode: String

    /// The current storefront: the United States, headlessly.
    public static var current: Storefront? { get async { Storefront(id: "143441", countryCode: "USA") } }

    /// Storefront changes: none arrive headlessly.
    public static var updates: AsyncStream<Storefront> { AsyncStream { $0.finish() } }
  }

  /// The App Store's app-level requests.
  public enum AppStore {
    /// Syncs the user's transactions with the App Store: headlessly, the entitlements are the
    /// ones a test supplied, so there is nothing to fetch.
    public static func sync() async throws {}
  }
#endif
