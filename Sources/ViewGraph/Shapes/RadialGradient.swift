/// A radial gradient; a shape style and a view (recorded, not drawn).
///
/// ```swift
/// RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 200)
/// ```
public struct RadialGradient: ShapeStyle, Hashable {
  public let gradient: Gradient
  public let center: UnitPoint
  public let startRadius: CGFloat
  public let endRadius: CGFloat

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension RadialGradient: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension RadialGradient: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
}
