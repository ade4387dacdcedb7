// `GraphicsContext.addFilter(_:options:)`: type-checks; a canvas draws nothing here.

extension GraphicsContext {
  /// A filter a canvas applies to what it draws next (not drawn here).
  ///
  /// ```swift
  /// Canvas { context, size in
  ///   context.addFilter(.alphaThreshold(min: 0.5, color: .white))
  ///   context.addFilter(.blur(radius: 10))
  /// }
  /// ```
  public struct Filter: Sendable {
    // Nothing reads a filter (a canvas's renderer never runs here), so it holds nothing.

    /// Blurs what is drawn next by `radius` points; the other filters name what they do.
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter()
    }

    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
      Filter()
    }

    public static func shadow(
      color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
      y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
    ) -> Filter {
      Filter()
    }

    public static func colorMultiply(_ color: Color) -> Filter { Filter() }
    public static func brightness(_ amount: Double) -> Filter { Filter() }
    public static func contrast(_ amount: Double) -> Filter { Filter() }
    public static func saturation(_ amount: Double) -> Filter { Filter() }
    public static func grayscale(_ amount: Double) -> Filter { Filter() }
    public static func hueRotation(_ angle: Angle) -> Filter { Filter() }
    public static func colorInvert(_ amount: Double = 1) -> Filter { Filter() }
    public static var luminanceToAlpha: Filter { Filter() }
  }

  /// How a blur filter treats the edges and opacity of what it blurs.
  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let opaque = BlurOptions(rawValue: 1 << 0)
    public static let dithersResult = BlurOptions(rawValue: 1 << 1)
  }

  /// How a shadow filter is drawn.
  public struct ShadowOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let shadowAbove = ShadowOptions(rawValue: 1 << 0)
    public static let shadowOnly = ShadowOptions(rawValue: 1 << 1)
    public static let invertsAlpha = ShadowOptions(rawValue: 1 << 2)
    public static let disablesGroup = ShadowOptions(rawValue: 1 << 3)
  }

  /// Options of `addFilter(_:options:)`.
  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let linearColor = FilterOptions(rawValue: 1 << 0)
  }

  /// Adds a filter to what the context draws from now on (not drawn here).
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}
}
