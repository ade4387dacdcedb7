#if !canImport(StoreKit)
  import ViewGraph

  /// A button a store view may show: cancellation, restoring purchases, redeeming codes…
  public struct StoreButtonKind: Sendable {
    let name: String
    public static let cancellation = StoreButtonKind(name: "cancellation")
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    public static let signIn = StoreButtonKind(name: "signIn")
    public static let policies = StoreButtonKind(name: "policies")
  }

  extension View {
    /// Shows or hides a store view's buttons; accepted, as store views draw no buttons here.
    public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View {
      self
    }
  }
#endif
