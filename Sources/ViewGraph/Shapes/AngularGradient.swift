/// An angular (conic) gradient; a shape style and a view (recorded, not drawn).
///
/// ```swift
/// Circle().stroke(AngularGradient(colors: [.red, .yellow, .red], center: .center), lineWidth: 8)
/// ```
public struct AngularGradient: ShapeStyle, Hashable {
  public let gradient: Gradient
  public let center: UnitPoint
  public let startAngle: Angle
  public let endAngle: Angle

  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }

  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }
}

extension AngularGradient: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension AngularGradient: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
}
