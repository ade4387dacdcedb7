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

  /// A style to fill or stroke with.
  public struct Shading: Sendable {
    public static func color(_ color: Color) -> Shading { Shading() }
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading() }
    public static var foreground: Shading { Shading() }
  }

  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
  public mutating func translateBy(x: CGFloat, y: CGFloat) {}
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
  public mutating func rotate(by angle: Angle) {}
  public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {}
}
