#if !canImport(StoreKit)
  /// The label a subscription store's subscribe buttons prefer, composed of parts
  /// (`.multiline.price`): set with `subscriptionStoreButtonLabel(_:)` (S345).
  ///
  /// ```swift
  /// SubscriptionStoreView(groupID: "plus").subscriptionStoreButtonLabel(.multiline.price)
  /// ```
  public struct SubscriptionStoreButtonLabel: Hashable, Sendable, CustomStringConvertible {
    /// The parts asked for, in order: `["multiline", "price"]`; empty for `.automatic`.
    let parts: [String]

    public var description: String { parts.isEmpty ? "automatic" : parts.joined(separator: ".") }

    private func adding(_ part: String) -> SubscriptionStoreButtonLabel {
      SubscriptionStoreButtonLabel(parts: parts + [part])
    }

    /// The label the platform chooses.
    public static var automatic: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: []) }
    /// A label that prefers an action verb ("Subscribe").
    public static var action: SubscriptionStoreButtonLabel { automatic.action }
    /// A label that prefers the plan's display name.
    public static var displayName: SubscriptionStoreButtonLabel { automatic.displayName }
    /// A label that prefers the price.
    public static var price: SubscriptionStoreButtonLabel { automatic.price }
    /// A label that may take two lines.
    public static var multiline: SubscriptionStoreButtonLabel { automatic.multiline }
    /// A label that prefers one line.
    public static var singleLine: SubscriptionStoreButtonLabel { automatic.singleLine }

    /// This label, preferring an action verb.
    public var action: SubscriptionStoreButtonLabel { adding("action") }
    /// This label, preferring the plan's display name.
    public var displayName: SubscriptionStoreButtonLabel { adding("displayName") }
    /// This label, preferring the price.
    public var price: SubscriptionStoreButtonLabel { adding("price") }
    /// This label, on two lines if need be.
    public var multiline: SubscriptionStoreButtonLabel { adding("multiline") }
    /// This label, on one line.
    public var singleLine: SubscriptionStoreButtonLabel { adding("singleLine") }
  }
#endif
