#if !canImport(StoreKit)
  import Foundation
  @_spi(Inspection) import ViewGraph

  /// A policy a subscription store view links to: its terms of service or privacy policy.
  public struct SubscriptionStorePolicyKind: Hashable, Sendable {
    let name: String
    /// The privacy policy.
    public static var privacyPolicy: SubscriptionStorePolicyKind {
      SubscriptionStorePolicyKind(name: "Privacy Policy")
    }
    /// The terms of service.
    public static var termsOfService: SubscriptionStorePolicyKind {
      SubscriptionStorePolicyKind(name: "Terms of Service")
    }
  }

  /// Where the views above send a subscription store's policy buttons, and which store
  /// buttons they show. Destinations are views made in a body and shown from there only.
  struct StoreButtonSettings: @unchecked Sendable {
    var visibility: [String: Visibility] = [:]
    var urls: [SubscriptionStorePolicyKind: URL] = [:]
    var views: [SubscriptionStorePolicyKind: AnyView] = [:]
  }

  private struct StoreButtonSettingsKey: EnvironmentKey {
    static var defaultValue: StoreButtonSettings { StoreButtonSettings() }
  }

  extension EnvironmentValues {
    var storeButtonSettings: StoreButtonSettings {
      get { self[StoreButtonSettingsKey.self] }
      set { self[StoreButtonSettingsKey.self] = newValue }
    }
  }

  extension View {
    /// Sends the subscription store views' button for `button` to `url`, opened through
    /// the environment's `openURL` (S345).
    ///
    /// ```swift
    /// .subscriptionStorePolicyDestination(url: termsURL, for: .termsOfService)
    /// ```
    public nonisolated func subscriptionStorePolicyDestination(
      url: URL, for button: SubscriptionStorePolicyKind
    )
      -> some View
    {
      transformEnvironment(\.storeButtonSettings) { $0.urls[button] = url }
    }

    /// Makes the subscription store views' button for `policy` present `destination` (S345).
    ///
    /// ```swift
    /// .subscriptionStorePolicyDestination(for: .privacyPolicy) { PrivacyPolicyView() }
    /// ```
    public nonisolated func subscriptionStorePolicyDestination<Destination: View>(
      for policy: SubscriptionStorePolicyKind, @ViewBuilder destination: () -> Destination
    ) -> some View {
      let view = AnyView(destination())
      return transformEnvironment(\.storeButtonSettings) { $0.views[policy] = view }
    }
  }

  /// A subscription store's policy buttons, shown while `storeButton(.visible, for: .policies)`
  /// holds above it (S345).
  struct SubscriptionStorePolicyButtons: View {
    @Environment(\.storeButtonSettings) private var settings

    var body: some View {
      if settings.visibility[StoreButtonKind.policies.name] == .visible {
        PolicyButton(policy: .termsOfService)
        PolicyButton(policy: .privacyPolicy)
      }
    }
  }

  /// One policy button: it opens the policy's URL, presents its view, or, with neither set,
  /// warns that the App Store's policy text is not there to show.
  struct PolicyButton: View {
    let policy: SubscriptionStorePolicyKind
    @Environment(\.storeButtonSettings) private var settings
    @Environment(\.openURL) private var openURL
    @State private var isShowingPolicy = false

    var body: some View {
      Button(policy.name) {
        if let url = settings.urls[policy] {
          openURL(url)
        } else if settings.views[policy] != nil {
          isShowingPolicy = true
        } else {
          RuntimeWarning.raise(
            .notModelled,
            "The subscription store's \"\(policy.name)\" button shows the App Store's policy text, which a "
              + "headless test does not have. Set one with subscriptionStorePolicyDestination(for:).")
        }
      }
      .sheet(isPresented: $isShowingPolicy) { settings.views[policy] }
    }
  }
#endif
