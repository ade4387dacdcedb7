import Foundation

/// A radial gradient that fills its shape's ellipse; a shape style and a view (recorded,
/// not drawn).
///
/// ```swift
/// EllipticalGradient(colors: [.white, .indigo], center: .top, endRadiusFraction: 0.8)
/// ```
public struct EllipticalGradient: ShapeStyle, Hashable {
  public let gradient: Gradient
  public let center: UnitPoint
  public let startRadiusFraction: CGFloat
  public let endRadiusFraction: CGFloat

  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}

extension EllipticalGradient: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension EllipticalGradient: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}
