/// Names of Apple frameworks that ViewGraph stands in for, as their SwiftUI faces declare
/// them, to tell an error about a stand-in's gap from one about SwiftUI.
///
/// StoreKit's SwiftUI face is declared in SwiftUI's own documentation (`View.productViewStyle`,
/// `View.currentEntitlementTask`) and its types are StoreKit's (`EntitlementTaskState`), so a
/// name the StoreKit stand-in lacks was ranked "SwiftUI API missing"; it is StoreKit's.
///
///     StandInFrameworkSymbols.framework(of: "productViewStyle", owner: "View")  // "StoreKit"
///     StandInFrameworkSymbols.framework(of: "padding", owner: "View")  // nil
enum StandInFrameworkSymbols {
  /// The framework a missing name belongs to, or nil when it is none of theirs.
  static func framework(of name: String, owner: String?) -> String? {
    let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
    let ownerRoot = owner.map { String($0.prefix { $0 != "." && $0 != "<" }) }
    switch ownerRoot {
    case nil, "View":
      if storeKitModifiers.contains(bare) { return "StoreKit" }
      if owner == nil, storeKitTypes.contains(bare) { return "StoreKit" }
    case "EnvironmentValues":
      if storeKitEnvironmentValues.contains(bare) { return "StoreKit" }
    case "ContainerBackgroundPlacement":
      if bare.hasPrefix("subscriptionStore") { return "StoreKit" }
    case let root?:
      // Apps name their own types `Product` and `Transaction`: only StoreKit's nested types
      // (`Product.SubscriptionInfo`) tell them apart.
      let isAmbiguous = ambiguousTypes.contains(root) && owner == root
      if storeKitTypes.contains(root), !isAmbiguous { return "StoreKit" }
    }
    return nil
  }

  /// StoreKit's types, the SwiftUI face's among them.
  static let storeKitTypes: Set<String> = [
    "Product", "Transaction", "AppTransaction", "AppStore", "Storefront", "VerificationResult",
    "StoreKitError", "PurchaseAction", "RequestReviewAction", "EntitlementTaskState", "ProductView",
    "StoreView",
    "SubscriptionStoreView", "SubscriptionOfferView", "ProductViewStyle", "ProductViewStyleConfiguration",
    "AutomaticProductViewStyle", "CompactProductViewStyle", "LargeProductViewStyle",
    "RegularProductViewStyle",
    "SubscriptionStoreControlStyle", "SubscriptionStoreControlStyleConfiguration",
    "SubscriptionStoreButtonLabel",
    "SubscriptionStorePolicyKind", "SubscriptionStoreControlPlacement", "SubscriptionStoreButtonKind",
    "StoreButtonKind", "StoreContent", "ProductIconPhase", "AutomaticProductPlaceholderIcon",
    "AutomaticSubscriptionStoreMarketingContent", "SubscriptionOptionGroup", "SubscriptionPeriodGroupSet",
  ]

  /// StoreKit's types whose names apps also give their own.
  static let ambiguousTypes: Set<String> = [
    "Product", "Transaction", "Storefront", "ProductView", "StoreView",
  ]

  /// SwiftUI's view modifiers that StoreKit declares.
  static let storeKitModifiers: Set<String> = [
    "currentEntitlementTask", "subscriptionStatusTask", "storeProductTask", "storeProductsTask",
    "onInAppPurchaseStart", "onInAppPurchaseCompletion", "inAppPurchaseOptions", "productViewStyle",
    "productIconBorder", "storeButton", "subscriptionStoreControlStyle",
    "subscriptionStoreButtonLabel", "subscriptionStorePolicyDestination", "subscriptionStoreControlIcon",
    "subscriptionStorePickerItemBackground", "subscriptionStoreControlBackground",
    "subscriptionStoreSignInAction",
    "subscriptionStorePolicyForegroundStyle", "subscriptionStoreOptionGroupStyle", "manageSubscriptionsSheet",
    "offerCodeRedemption", "refundRequestSheet", "subscriptionOfferViewStyle", "preferredSubscriptionOffer",
    "subscriptionPromotionalOffer", "subscriptionIntroductoryOffer",
  ]

  /// StoreKit's environment values.
  static let storeKitEnvironmentValues: Set<String> = ["requestReview", "purchase", "displayStoreKitMessage"]
}
