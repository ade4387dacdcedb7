#if !canImport(StoreKit)
  import ViewGraph

  /// A button a store view may show: cancellation, restoring purchases, redeeming codes…
  public struct StoreButtonKind: Hashable, Sendable {
    let name: String
    public static let cancellation = StoreButtonKind(name: "cancellation")
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    public static let signIn = StoreButtonKind(name: "signIn")
    public static let policies = StoreButtonKind(name: "policies")
  }

  extension View {
    /// Shows or hides the store views' buttons of these kinds within this view: a
    /// subscription store shows its policy buttons for `.visible` `.policies` (S345); the
    /// other kinds are kept and draw nothing.
    ///
    /// ```swift
    /// SubscriptionStoreView(groupID: "plus").storeButton(.visible, for: .policies)
    /// ```
    public nonisolated func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...)
      -> some View
    {
      transformEnvironment(\.storeButtonSettings) { settings in
        for kind in buttonKinds { settings.visibility[kind.name] = visibility }
      }
    }
  }
#endif
