// The gradient shape styles written with leading dot syntax: `.fill(.linearGradient(…))`.

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient, as `LinearGradient(gradient:startPoint:endPoint:)`.
  ///
  /// ```swift
  /// .background(.linearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
  /// ```
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient of a colour's gradient: `.linearGradient(.red.gradient, …)`.
  public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> some ShapeStyle
  {
    LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient, as `RadialGradient(gradient:center:startRadius:endRadius:)`.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public static func radialGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat
  ) -> some ShapeStyle {
    RadialGradient(
      gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient, as `AngularGradient(gradient:center:startAngle:endAngle:)`.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public static func angularGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
  ) -> some ShapeStyle {
    AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A conic gradient: an angular gradient all the way round.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }

  public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero)
    -> some ShapeStyle
  {
    AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
  }
}
