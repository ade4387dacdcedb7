/// A shadow a shape style is drawn with (recorded, not drawn).
///
/// ```swift
/// Circle().fill(.blue.shadow(.drop(radius: 4, y: 2)))
/// Text("Inset").foregroundStyle(.white.shadow(.inner(radius: 1)))
/// ```
public struct ShadowStyle: Equatable, Sendable {
  let kind: String
  let color: Color
  let radius: CGFloat
  let x: CGFloat
  let y: CGFloat

  /// A shadow drawn behind the content.
  public static func drop(
    color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: "drop", color: color, radius: radius, x: x, y: y)
  }

  /// A shadow drawn on top of the content, inside its edges.
  public static func inner(
    color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: "inner", color: color, radius: radius, x: x, y: y)
  }
}

/// A shape style drawn with a shadow.
struct ShadowedShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let shadow: ShadowStyle
}

extension ShapeStyle {
  /// This style with a shadow (recorded).
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
    ShadowedShapeStyle(base: self, shadow: style)
  }
}
