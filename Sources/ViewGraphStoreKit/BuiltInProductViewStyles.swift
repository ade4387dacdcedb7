#if !canImport(StoreKit)
  @_spi(Inspection) import ViewGraph

  /// StoreKit's own product view styles: they differ in layout only, which a headless host
  /// does not draw, so each shows the icon, the name and the buy button, and tells a test
  /// its name (S345).
  protocol BuiltInProductViewStyle {
    nonisolated static var name: String { get }
  }

  /// A product as a built-in style shows it.
  @_spi(Inspection)
  public struct BuiltInProductViewBody: View {
    /// The built-in style's name: `"automatic"`, `"compact"`, `"large"` or `"regular"`.
    public let styleName: String
    let configuration: ProductViewStyleConfiguration

    public var body: some View {
      HStack {
        configuration.icon
        if let product = configuration.product {
          Text(product.displayName)
          Button(product.displayPrice) { configuration.purchase() }
        } else {
          Text(configuration.productID)
        }
      }
    }
  }

  /// The style the platform chooses.
  @MainActor @preconcurrency
  public struct AutomaticProductViewStyle: ProductViewStyle, BuiltInProductViewStyle {
    static let name = "automatic"
    public nonisolated init() {}

    public func makeBody(configuration: Configuration) -> some View {
      BuiltInProductViewBody(styleName: Self.name, configuration: configuration)
    }
  }

  /// A style for layouts with less space, or for more items in a small space.
  @MainActor @preconcurrency public struct CompactProductViewStyle: ProductViewStyle, BuiltInProductViewStyle
  {
    static let name = "compact"
    public nonisolated init() {}

    public func makeBody(configuration: Configuration) -> some View {
      BuiltInProductViewBody(styleName: Self.name, configuration: configuration)
    }
  }

  /// A style for layouts where the in-app purchase is prominent.
  @MainActor @preconcurrency public struct LargeProductViewStyle: ProductViewStyle, BuiltInProductViewStyle {
    static let name = "large"
    public nonisolated init() {}

    public func makeBody(configuration: Configuration) -> some View {
      BuiltInProductViewBody(styleName: Self.name, configuration: configuration)
    }
  }

  /// A style with the platform's standard layout.
  @MainActor @preconcurrency public struct RegularProductViewStyle: ProductViewStyle, BuiltInProductViewStyle
  {
    static let name = "regular"
    public nonisolated init() {}

    public func makeBody(configuration: Configuration) -> some View {
      BuiltInProductViewBody(styleName: Self.name, configuration: configuration)
    }
  }

  extension ProductViewStyle where Self == AutomaticProductViewStyle {
    /// The style the platform chooses.
    @MainActor @preconcurrency public static var automatic: AutomaticProductViewStyle { .init() }
  }

  extension ProductViewStyle where Self == CompactProductViewStyle {
    /// A style for layouts with less space, or for more items in a small space.
    @MainActor @preconcurrency public static var compact: CompactProductViewStyle { .init() }
  }

  extension ProductViewStyle where Self == LargeProductViewStyle {
    /// A style for layouts where the in-app purchase is prominent.
    @MainActor @preconcurrency public static var large: LargeProductViewStyle { .init() }
  }

  extension ProductViewStyle where Self == RegularProductViewStyle {
    /// A style with the platform's standard layout.
    @MainActor @preconcurrency public static var regular: RegularProductViewStyle { .init() }
  }
#endif
