#if !canImport(StoreKit)
  extension Product {
    /// The kinds of option a subscription store offers someone already subscribed:
    /// upgrades, downgrades, crossgrades, the current plan, or all.
    public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
      public let rawValue: Int
      public init(rawValue: Int) { self.rawValue = rawValue }

      public static let upgrade = SubscriptionRelationship(rawValue: 1 << 0)
      public static let downgrade = SubscriptionRelationship(rawValue: 1 << 1)
      public static let crossgrade = SubscriptionRelationship(rawValue: 1 << 2)
      public static let current = SubscriptionRelationship(rawValue: 1 << 3)
      public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]
    }
  }
#endif
