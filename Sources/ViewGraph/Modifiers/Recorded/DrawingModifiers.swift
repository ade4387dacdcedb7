import Foundation

// Drawing and effect modifiers: recorded on the view, not drawn.

extension View {
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("rotationEffect", angle.degrees)
  }
  nonisolated public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("rotation3DEffect", angle.degrees)
  }
  nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("scaleEffect", scale)
  }
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("scaleEffect", scale.width, scale.height)
  }
  nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("scaleEffect", x, y)
  }
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _StyleModifier>
  {
    style("blur", radius)
  }
  nonisolated public func brightness(_ amount: Double) -> ModifiedContent<Self, _StyleModifier> {
    style("brightness", amount)
  }
  nonisolated public func contrast(_ amount: Double) -> ModifiedContent<Self, _StyleModifier> {
    style("contrast", amount)
  }
  nonisolated public func saturation(_ amount: Double) -> ModifiedContent<Self, _StyleModifier> {
    style("saturation", amount)
  }
  nonisolated public func grayscale(_ amount: Double) -> ModifiedContent<Self, _StyleModifier> {
    style("grayscale", amount)
  }
  nonisolated public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _StyleModifier> {
    style("hueRotation", angle.degrees)
  }
  nonisolated public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _StyleModifier> {
    style("colorMultiply", color)
  }
  nonisolated public func colorInvert() -> ModifiedContent<Self, _StyleModifier> { style("colorInvert") }
  nonisolated public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _StyleModifier> {
    style("blendMode", blendMode)
  }
  nonisolated public func compositingGroup() -> ModifiedContent<Self, _StyleModifier> {
    style("compositingGroup")
  }
  nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("drawingGroup", colorMode)
  }
  nonisolated public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _StyleModifier> {
    style("clipped")
  }
  nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("border", content, width)
  }
  nonisolated public func shadow(radius: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    style("shadow", radius)
  }
  nonisolated public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("mask", Mask.self)
  }
  @_disfavoredOverload
  nonisolated public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _StyleModifier> {
    style("mask", Mask.self)
  }
  /// How symbol images below colour their layers: recorded, and written to
  /// `\.symbolRenderingMode` (S140).
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<
    Self, _EnvironmentStyleModifier<SymbolRenderingMode?>
  > {
    environmentStyle("symbolRenderingMode", \.symbolRenderingMode, mode, mode?.name as Any)
  }
  /// How symbol images below fill their layers, flat or with a gradient (iOS 26; recorded).
  ///
  /// ```swift
  /// Label("Hot", systemImage: "flame.fill").symbolColorRenderingMode(.gradient)
  /// ```
  ///
  /// - Parameter mode: The color rendering mode, or nil for the default.
  /// - Returns: The view, with the mode recorded.
  nonisolated public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("symbolColorRenderingMode", mode?.name ?? "nil")
  }
  nonisolated public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _StyleModifier> {
    style("symbolVariant", variant.name)
  }
  /// The scale of symbol images below: recorded, and written to `\.imageScale` (S140).
  nonisolated public func imageScale(_ scale: Image.Scale) -> ModifiedContent<
    Self, _EnvironmentStyleModifier<Image.Scale>
  > {
    environmentStyle("imageScale", \.imageScale, scale, scale)
  }
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("preferredColorScheme", colorScheme as Any)
  }
  nonisolated public func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, _StyleModifier> {
    style("accentColor", accentColor as Any)
  }
  /// Sets the shape that `ContainerRelativeShape` takes inside this view (recorded).
  ///
  /// ```swift
  /// ControlGroup { buttons }.containerShape(RoundedRectangle(cornerRadius: 8))
  /// ```
  nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("containerShape", T.self)
  }
  nonisolated public func statusBar(hidden: Bool) -> ModifiedContent<Self, _StyleModifier> {
    style("statusBar", hidden)
  }
  nonisolated public func statusBarHidden(_ hidden: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("statusBarHidden", hidden)
  }
  nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("persistentSystemOverlays", visibility)
  }
  nonisolated public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> ModifiedContent<Self, _StyleModifier> {
    self.style("background", style, T.self)
  }
  nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("background", "background")
  }
  nonisolated public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle())
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("background", T.self)
  }
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> ModifiedContent<Self, _EnvironmentStyleModifier<AnyShapeStyle?>> {
    environmentStyle(
      "foregroundStyle", \.foregroundStyle, AnyShapeStyle(primary), primary, secondary, tertiary)
  }
  /// The style `.background()` fills with below: recorded, and written to
  /// `\.backgroundStyle` (S140).
  nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<
    Self, _EnvironmentStyleModifier<AnyShapeStyle?>
  > {
    environmentStyle("backgroundStyle", \.backgroundStyle, AnyShapeStyle(style), style)
  }
}

/// How a view's colours combine with what is behind it (recorded).
public enum BlendMode: Sendable, Hashable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
  case destinationOut, plusDarker, plusLighter
}
