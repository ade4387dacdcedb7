#if !canImport(StoreKit)
  @_spi(Inspection) import ViewGraph

  /// How the product views below show their product: `productViewStyle(_:)` sets it, and
  /// each `ProductView` (and each product of a `StoreView`) is the body its `makeBody`
  /// makes from the product's configuration (S345).
  ///
  /// ```swift
  /// struct PriceOnly: ProductViewStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     Button(configuration.product?.displayPrice ?? "…") { configuration.purchase() }
  ///   }
  /// }
  /// ProductView(id: "pro").productViewStyle(PriceOnly())
  /// ```
  @MainActor @preconcurrency public protocol ProductViewStyle {
    associatedtype Body: View
    /// The view of one product.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProductViewStyleConfiguration
  }

  /// What a product view style shows: the product's loading state, its icon, and the
  /// purchase it starts.
  public struct ProductViewStyleConfiguration {
    /// The product's icon as the product view was given it.
    public struct Icon: View {
      let content: AnyView
      public var body: some View { content }
    }

    /// The identifier of the product shown.
    public let productID: Product.ID
    /// The product's loading state: `.success` with the product a test supplied, else
    /// `.unavailable`.
    public let state: Product.TaskState
    /// The product's icon.
    public let icon: Icon
    /// Whether the user is entitled to the product now: a test supplied an entitlement for it.
    public let hasCurrentEntitlement: Bool
    let purchaseActions: InAppPurchaseActions

    /// The product, if the test supplied it.
    public var product: Product? { state.product }

    /// Starts the purchase of the product, with the purchase actions of the views above (S343).
    @MainActor public func purchase() {
      guard let product else { return }
      let actions = purchaseActions
      Task { @MainActor in await actions.purchase(product) }
    }
  }

  /// A product view style in the environment, whatever its type.
  struct AnyProductViewStyle: @unchecked Sendable {
    /// The built-in style's name (`"compact"`), or the custom style's type name.
    let name: String
    // A style is a main-actor value made in a view's body and used there only.
    private let style: any ProductViewStyle

    init(_ style: any ProductViewStyle, name: String) {
      self.name = name
      self.style = style
    }

    @MainActor func makeBody(_ configuration: ProductViewStyleConfiguration) -> AnyView {
      func body(of style: some ProductViewStyle) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
      }
      return body(of: style)
    }
  }

  private struct ProductViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProductViewStyle {
      AnyProductViewStyle(AutomaticProductViewStyle(), name: "automatic")
    }
  }

  extension EnvironmentValues {
    var productViewStyle: AnyProductViewStyle {
      get { self[ProductViewStyleKey.self] }
      set { self[ProductViewStyleKey.self] = newValue }
    }
  }

  extension View {
    /// Sets the style of the product views within this view (S345).
    ///
    /// ```swift
    /// ProductView(id: "pro").productViewStyle(.large)
    /// ```
    public nonisolated func productViewStyle(_ style: some ProductViewStyle) -> some View {
      let name = (style as? any BuiltInProductViewStyle).map { type(of: $0).name } ?? "\(type(of: style))"
      return environment(\.productViewStyle, AnyProductViewStyle(style, name: name))
    }
  }
#endif
