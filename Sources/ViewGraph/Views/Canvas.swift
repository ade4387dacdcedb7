import Foundation

/// Immediate-mode drawing. ViewGraph draws nothing and never calls the renderer; the
/// canvas's symbols, if any, are mounted.
///
/// ```swift
/// Canvas { context, size in context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red)) }
/// ```
public struct Canvas<Symbols: View> {
  let symbols: Symbols

  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {
    symbols = EmptyView()
  }

  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
  ) {
    self.symbols = symbols()
  }
}

extension Canvas: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Canvas: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(symbols, key: .content) }
}

/// What a `Canvas` renderer draws into; every call is accepted and ignored.
public struct GraphicsContext {
  public var opacity: Double = 1
  public var blendMode: BlendMode = .normal
  /// The intersection of the clips so far: unbounded until `clip(to:)` narrows it.
  var clipBounds = CGRect.infinite

  /// The bounding rectangle of the intersection of the current clip shapes (transforms are
  /// not tracked here, so it is in the coordinates the clip paths were given in).
  ///
  /// ```swift
  /// context.fill(Path(context.clipBoundingRect), with: .foreground)
  /// ```
  public var clipBoundingRect: CGRect { clipBounds }

  /// A style to fill or stroke with.
  public struct Shading: Sendable {
    public static func color(_ color: Color) -> Shading { Shading() }
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading() }
    public static var foreground: Shading { Shading() }

    /// A linear gradient from `startPoint` to `endPoint` (in the context's coordinates).
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading { Shading() }

    /// A radial gradient around `center`, from `startRadius` to `endRadius`.
    ///
    /// ```swift
    /// context.fill(Rectangle().path(in: rect), with: .radialGradient(sky, center: .zero, startRadius: 0, endRadius: 600))
    /// ```
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading { Shading() }

    /// A conic gradient around `center`, starting at `angle`.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
      options: GradientOptions = GradientOptions()
    ) -> Shading { Shading() }
  }

  /// How a gradient shading repeats or mirrors past its ends (recorded).
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let `repeat` = GradientOptions(rawValue: 1)
    public static let mirror = GradientOptions(rawValue: 2)
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  /// Draws into a new layer: `content` gets a copy of the context whose transforms and
  /// opacity stay inside the layer.
  ///
  /// ```swift
  /// context.drawLayer { layer in
  ///   layer.rotate(by: .degrees(10))
  ///   layer.draw(Image("cloud"), at: .zero)
  /// }
  /// ```
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  /// Draws an image with its `anchor` at `point` (not drawn here).
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}

  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
  public mutating func translateBy(x: CGFloat, y: CGFloat) {}
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
  public mutating func rotate(by angle: Angle) {}
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
    clipBounds = clipBounds.intersection(path.boundingRect)
  }
}
