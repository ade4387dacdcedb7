#if !canImport(StoreKit)
  @_spi(Inspection) import ViewGraph

  /// The options a subscription store view offers: the supplied products of its group, or
  /// those of its identifiers (an identifier none supplied shows as itself), each with the
  /// control icon and button label the views above set (S345).
  struct SubscriptionStoreOptions: View {
    let groupID: String?
    let productIDs: [Product.ID]
    @Environment(\.subscriptionStoreControlIcon) private var icon
    @Environment(\.subscriptionStoreButtonLabel) private var buttonLabel

    var body: some View {
      if let groupID {
        ForEach(Product.supplied.filter { $0.subscription?.subscriptionGroupID == groupID }) { product in
          option(for: product)
        }
      } else {
        ForEach(productIDs, id: \.self) { id in
          if let product = Product.supplied.first(where: { $0.id == id }) {
            option(for: product)
          } else {
            Text(id)
          }
        }
      }
    }

    private func option(for product: Product) -> SubscriptionStoreOption {
      SubscriptionStoreOption(
        product: product, buttonLabel: buttonLabel,
        icon: product.subscription.flatMap { info in icon.map { $0.makeIcon(product, info) } })
    }
  }

  /// One option of a subscription store view: its control icon, and the product's name and
  /// subscribe button (S343, S345).
  @_spi(Inspection)
  public struct SubscriptionStoreOption: View {
    /// The subscription offered.
    public let product: Product
    /// The label its subscribe button prefers (`subscriptionStoreButtonLabel(_:)`).
    public let buttonLabel: SubscriptionStoreButtonLabel
    let icon: AnyView?

    public var body: some View {
      HStack {
        icon
        ProductLabel(id: product.id)
      }
    }
  }

  /// A subscription store's control icon in the environment, whatever its view type. Made
  /// in a view's body and called from there only.
  struct SubscriptionStoreControlIcon: @unchecked Sendable {
    let makeIcon: (Product, Product.SubscriptionInfo) -> AnyView
  }

  private struct SubscriptionStoreControlIconKey: EnvironmentKey {
    static var defaultValue: SubscriptionStoreControlIcon? { nil }
  }

  private struct SubscriptionStoreButtonLabelKey: EnvironmentKey {
    static var defaultValue: SubscriptionStoreButtonLabel { .automatic }
  }

  extension EnvironmentValues {
    var subscriptionStoreControlIcon: SubscriptionStoreControlIcon? {
      get { self[SubscriptionStoreControlIconKey.self] }
      set { self[SubscriptionStoreControlIconKey.self] = newValue }
    }

    var subscriptionStoreButtonLabel: SubscriptionStoreButtonLabel {
      get { self[SubscriptionStoreButtonLabelKey.self] }
      set { self[SubscriptionStoreButtonLabelKey.self] = newValue }
    }
  }

  extension View {
    /// Sets the view that decorates each subscription option of the subscription store
    /// views within this view, made from the option's product and subscription (S345).
    ///
    /// ```swift
    /// .subscriptionStoreControlIcon { _, info in Image(systemName: info.groupLevel == 1 ? "star" : "circle") }
    /// ```
    public nonisolated func subscriptionStoreControlIcon(
      @ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> some View
    ) -> some View {
      environment(\.subscriptionStoreControlIcon, SubscriptionStoreControlIcon { AnyView(icon($0, $1)) })
    }

    /// Sets the label the subscribe buttons of the subscription store views within this
    /// view prefer (S345).
    ///
    /// ```swift
    /// SubscriptionStoreView(groupID: "plus").subscriptionStoreButtonLabel(.multiline.price)
    /// ```
    public nonisolated func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View {
      environment(\.subscriptionStoreButtonLabel, label)
    }

    /// Sets the background of the subscription store views' picker items within this view;
    /// accepted, as nothing is drawn.
    public nonisolated func subscriptionStorePickerItemBackground(_ backgroundStyle: some ShapeStyle)
      -> some View
    {
      self
    }

    /// Sets the background of the subscription store views' picker items within this view,
    /// in a shape; accepted, as nothing is drawn.
    public nonisolated func subscriptionStorePickerItemBackground(
      _ backgroundStyle: some ShapeStyle, in shape: some Shape
    ) -> some View {
      self
    }

    /// Draws a border around the product icons of the store views within this view;
    /// accepted, as nothing is drawn.
    public nonisolated func productIconBorder() -> some View { self }
  }
#endif
