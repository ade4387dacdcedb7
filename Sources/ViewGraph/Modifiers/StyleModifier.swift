/// A layout or drawing modifier. ViewGraph does not lay out or draw, so it only records
/// the modifier's name and arguments: changing an argument keeps the view's identity
/// (S11), and the ownership map can show it.
public struct _StyleModifier: Equatable {
  /// The modifier's name, e.g. `opacity`.
  public let name: String
  /// Its arguments as written, e.g. `0.5`.
  public let arguments: String
}

extension _StyleModifier: PrimitiveModifier {}

// Two strings: a `Text` carries some (`Text.accessibilityLabel(_:)`), and a `Text` is Sendable.
extension _StyleModifier: Sendable {}

extension View {
  nonisolated func style(_ name: String, _ arguments: Any...) -> ModifiedContent<Self, _StyleModifier> {
    modifier(
      _StyleModifier(name: name, arguments: arguments.map { String(describing: $0) }.joined(separator: ", ")))
  }

  nonisolated public func padding(_ length: CGFloat? = nil) -> ModifiedContent<Self, _StyleModifier> {
    style("padding", length as Any)
  }
  nonisolated public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("padding", edges.rawValue, length as Any)
  }
  /// The default font of text below: recorded, and written to `\.font` (S140).
  ///
  /// ```swift
  /// VStack { Text("Title"); Text("Subtitle") }.font(.headline)
  /// ```
  nonisolated public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentStyleModifier<Font?>> {
    environmentStyle("font", \.font, font, font as Any)
  }
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _StyleModifier> {
    style("fontWeight", weight as Any)
  }
  nonisolated public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("bold", isActive)
  }
  nonisolated public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("italic", isActive)
  }
  /// The style of the foreground elements below: recorded, and passed down to them (S301).
  ///
  /// ```swift
  /// VStack { Text("Error"); Text("Try again") }.foregroundStyle(.red)
  /// ```
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<
    Self, _EnvironmentStyleModifier<AnyShapeStyle?>
  > {
    environmentStyle("foregroundStyle", \.foregroundStyle, AnyShapeStyle(style), style)
  }
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> ModifiedContent<Self, _EnvironmentStyleModifier<AnyShapeStyle?>>
  { environmentStyle("foregroundStyle", \.foregroundStyle, AnyShapeStyle(primary), primary, secondary) }
  /// The color of the foreground elements below (recorded, and passed down, S301); nil
  /// gives them the style from further up.
  nonisolated public func foregroundColor(_ color: Color?) -> ModifiedContent<
    Self, _EnvironmentStyleModifier<AnyShapeStyle?>
  > {
    environmentStyle("foregroundColor", \.foregroundStyle, color.map(AnyShapeStyle.init), color as Any)
  }
  nonisolated public func tint(_ tint: Color?) -> ModifiedContent<Self, _StyleModifier> {
    style("tint", tint as Any)
  }
  /// Tints the controls below this view with any shape style, such as a gradient (recorded).
  ///
  /// ```swift
  /// Gauge(value: level) { Text("Level") }.tint(Gradient(colors: [.green, .red]))
  /// ```
  nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _StyleModifier> {
    style("tint", tint as Any)
  }
  nonisolated public func opacity(_ opacity: Double) -> ModifiedContent<Self, _StyleModifier> {
    style("opacity", opacity)
  }
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> ModifiedContent<Self, _StyleModifier>
  { style("frame", width as Any, height as Any) }
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("frame", minWidth as Any, maxWidth as Any, minHeight as Any, maxHeight as Any)
  }
  nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("cornerRadius", radius)
  }
  nonisolated public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> ModifiedContent<Self, _StyleModifier>
  { style("shadow", radius, x, y) }
  nonisolated public func navigationTitle(_ title: LocalizedStringKey) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("navigationTitle", title.resolved)
  }
  @_disfavoredOverload
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("navigationTitle", String(title))
  }
  /// How multiline text below aligns: recorded, and written to `\.multilineTextAlignment`
  /// (S140).
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<
    Self, _EnvironmentStyleModifier<TextAlignment>
  > {
    environmentStyle("multilineTextAlignment", \.multilineTextAlignment, alignment, alignment)
  }
  /// The most lines text below takes: recorded, and written to `\.lineLimit` (S140).
  nonisolated public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _EnvironmentStyleModifier<Int?>>
  {
    environmentStyle("lineLimit", \.lineLimit, number, number as Any)
  }
  nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<
    Self, _StyleModifier
  > {
    self.style("clipShape", S.self)
  }
  nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("navigationBarTitleDisplayMode", displayMode)
  }
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("navigationBarBackButtonHidden", hidesBackButton)
  }
  nonisolated public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _StyleModifier> {
    style("listRowBackground")
  }
  nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("listRowSeparator", visibility)
  }
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("scrollContentBackground", visibility)
  }
  nonisolated public func badge(_ count: Int) -> ModifiedContent<Self, _StyleModifier> {
    style("badge", count)
  }
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("animation")
  }
  nonisolated public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _StyleModifier> {
    style("transition", transition.name)
  }
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("ignoresSafeArea")
  }
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<
    Self, _StyleModifier
  > {
    self.style("contentShape", S.self)
  }
  nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("textInputAutocapitalization", autocapitalization?.name as Any)
  }
  /// Turns autocorrection off in fields below: recorded, and written to
  /// `\.autocorrectionDisabled` (S140).
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<
    Self, _EnvironmentStyleModifier<Bool>
  > {
    environmentStyle("autocorrectionDisabled", \.autocorrectionDisabled, disable, disable)
  }
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, _StyleModifier> {
    style("submitLabel", submitLabel.name)
  }
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("presentationDetents")
  }
  nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("interactiveDismissDisabled", isDisabled)
  }
  nonisolated public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    style("accessibilityLabel", label.resolved)
  }
  nonisolated public func accessibilityHint(_ hint: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    style("accessibilityHint", hint.resolved)
  }
  nonisolated public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<
    Self, _EnvironmentStyleModifier<ControlSize>
  > {
    environmentStyle("controlSize", \.controlSize, controlSize, controlSize)
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _StyleModifier: ViewModifier {}
