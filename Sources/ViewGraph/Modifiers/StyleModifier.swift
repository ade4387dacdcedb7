/// A layout or drawing modifier. ViewGraph does not lay out or draw, so it only records
/// the modifier's name and arguments: changing an argument keeps the view's identity
/// (S11), and the ownership map can show it.
public struct _StyleModifier: ViewModifier, Equatable {
  /// The modifier's name, e.g. `opacity`.
  public let name: String
  /// Its arguments as written, e.g. `0.5`.
  public let arguments: String
}

extension _StyleModifier: PrimitiveModifier {}

extension View {
  func style(_ name: String, _ arguments: Any...) -> ModifiedContent<Self, _StyleModifier> {
    modifier(
      _StyleModifier(name: name, arguments: arguments.map { String(describing: $0) }.joined(separator: ", ")))
  }

  public func padding(_ length: CGFloat? = nil) -> ModifiedContent<Self, _StyleModifier> {
    style("padding", length as Any)
  }
  public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ModifiedContent<Self, _StyleModifier> {
    style("padding", edges.rawValue, length as Any)
  }
  public func font(_ font: Font?) -> ModifiedContent<Self, _StyleModifier> { style("font", font as Any) }
  public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _StyleModifier> {
    style("fontWeight", weight as Any)
  }
  public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("bold", isActive)
  }
  public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("italic", isActive)
  }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("foregroundStyle", style)
  }
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> ModifiedContent<Self, _StyleModifier>
  { style("foregroundStyle", primary, secondary) }
  public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _StyleModifier> {
    style("foregroundColor", color as Any)
  }
  public func tint(_ tint: Color?) -> ModifiedContent<Self, _StyleModifier> { style("tint", tint as Any) }
  public func opacity(_ opacity: Double) -> ModifiedContent<Self, _StyleModifier> {
    style("opacity", opacity)
  }
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> ModifiedContent<Self, _StyleModifier>
  { style("frame", width as Any, height as Any) }
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("frame", minWidth as Any, maxWidth as Any, minHeight as Any, maxHeight as Any)
  }
  public func cornerRadius(_ radius: CGFloat) -> ModifiedContent<Self, _StyleModifier> {
    style("cornerRadius", radius)
  }
  public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> ModifiedContent<Self, _StyleModifier>
  { style("shadow", radius, x, y) }
  public func navigationTitle(_ title: LocalizedStringKey) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTitle", title.resolved)
  }
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _StyleModifier> {
    style("navigationTitle", String(title))
  }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _StyleModifier> {
    style("multilineTextAlignment", alignment)
  }
  public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _StyleModifier> {
    style("lineLimit", number as Any)
  }
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<
    Self, _StyleModifier
  > {
    self.style("clipShape", S.self)
  }
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("navigationBarTitleDisplayMode", displayMode)
  }
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("navigationBarBackButtonHidden", hidesBackButton)
  }
  public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _StyleModifier> {
    style("listRowBackground")
  }
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("listRowSeparator", visibility)
  }
  public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _StyleModifier> {
    style("scrollContentBackground", visibility)
  }
  public func badge(_ count: Int) -> ModifiedContent<Self, _StyleModifier> { style("badge", count) }
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("animation")
  }
  public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _StyleModifier> {
    style("transition", transition.name)
  }
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("ignoresSafeArea")
  }
  public func contentShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("contentShape", S.self)
  }
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("textInputAutocapitalization", autocapitalization?.name as Any)
  }
  public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("autocorrectionDisabled", disable)
  }
  public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, _StyleModifier> {
    style("submitLabel", submitLabel.name)
  }
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _StyleModifier>
  {
    style("presentationDetents")
  }
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("interactiveDismissDisabled", isDisabled)
  }
  public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedContent<Self, _StyleModifier> {
    style("accessibilityLabel", label.resolved)
  }
  public func accessibilityHint(_ hint: LocalizedStringKey) -> ModifiedContent<Self, _StyleModifier> {
    style("accessibilityHint", hint.resolved)
  }
  public func controlSize(_ controlSize: ControlSize) -> ModifiedContent<Self, _StyleModifier> {
    style("controlSize", controlSize)
  }
}

/// Text alignment (type-checks; not laid out).
public enum TextAlignment: Sendable, Hashable {
  case leading, center, trailing
}

/// Edges of a rectangle.
public enum Edge: Int8, Sendable, Hashable {
  case top, leading, bottom, trailing

  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// A font (recorded, not rendered).
public struct Font: Hashable, Sendable, CustomStringConvertible {
  public let description: String
  public static let largeTitle = Font(description: "largeTitle")
  public static let title = Font(description: "title")
  public static let title2 = Font(description: "title2")
  public static let title3 = Font(description: "title3")
  public static let headline = Font(description: "headline")
  public static let subheadline = Font(description: "subheadline")
  public static let body = Font(description: "body")
  public static let callout = Font(description: "callout")
  public static let footnote = Font(description: "footnote")
  public static let caption = Font(description: "caption")
  public static let caption2 = Font(description: "caption2")
  public static func system(size: CGFloat, weight: Weight? = nil) -> Font {
    Font(description: "system(\(size))")
  }
  public func weight(_ weight: Weight) -> Font { Font(description: "\(description).\(weight)") }
  public func bold() -> Font { weight(.bold) }

  public struct Weight: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public static let regular = Weight(description: "regular")
    public static let medium = Weight(description: "medium")
    public static let semibold = Weight(description: "semibold")
    public static let bold = Weight(description: "bold")
    public static let heavy = Weight(description: "heavy")
    public static let light = Weight(description: "light")
  }
}

/// Something a shape or text can be filled with.
public protocol ShapeStyle: Sendable {}

/// `.primary`, `.secondary`…: styles relative to the current foreground.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

/// A color; also a view that fills its space.
public struct Color: ShapeStyle, View, Hashable, CustomStringConvertible {
  public nonisolated let description: String
  public nonisolated init(_ name: String) { description = name }
  public nonisolated init(white: Double, opacity: Double = 1) {
    description = "white(\(white), \(opacity))"
  }
  public nonisolated init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    description = "rgb(\(red), \(green), \(blue), \(opacity))"
  }
  public nonisolated static let black = Color("black")
  public nonisolated static let white = Color("white")
  public nonisolated static let gray = Color("gray")
  public nonisolated static let red = Color("red")
  public nonisolated static let green = Color("green")
  public nonisolated static let blue = Color("blue")
  public nonisolated static let orange = Color("orange")
  public nonisolated static let yellow = Color("yellow")
  public nonisolated static let mint = Color("mint")
  public nonisolated static let teal = Color("teal")
  public nonisolated static let cyan = Color("cyan")
  public nonisolated static let indigo = Color("indigo")
  public nonisolated static let brown = Color("brown")
  public nonisolated static let pink = Color("pink")
  public nonisolated static let purple = Color("purple")
  public nonisolated static let accentColor = Color("accentColor")
  public nonisolated static let primary = Color("primary")
  public nonisolated static let secondary = Color("secondary")
  public nonisolated static let clear = Color("clear")
  public nonisolated func opacity(_ opacity: Double) -> Color { Color("\(description).opacity(\(opacity))") }
  public var body: Never { primitiveBody(Self.self) }
}

extension Color: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
}

extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var blue: Color { .blue }
  public static var green: Color { .green }
  public static var orange: Color { .orange }
  public static var gray: Color { .gray }
  public static var white: Color { .white }
  public static var black: Color { .black }
  public static var yellow: Color { .yellow }
  public static var pink: Color { .pink }
  public static var purple: Color { .purple }
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var cyan: Color { .cyan }
  public static var indigo: Color { .indigo }
  public static var brown: Color { .brown }
  public static var clear: Color { .clear }
  public static var accentColor: Color { .accentColor }
}

/// An image by name (nothing is loaded).
///
/// ```swift
/// Image(systemName: "bell")
/// ```
public struct Image: View, Hashable, Sendable {
  /// The image's name.
  public let name: String
  public init(_ name: String) { self.name = name }
  public init(systemName: String) { name = systemName }
  public func resizable() -> Image { self }
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
  public var body: Never { primitiveBody(Self.self) }

  public enum TemplateRenderingMode: Sendable, Hashable { case template, original }
}

extension Image: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
}

/// A title with an icon.
///
/// ```swift
/// Label("Notifications", systemImage: "bell")
/// ```
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}

extension Label: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(title, key: .index(0))
    visitor.visit(icon, key: .index(1))
  }
}

/// Vertical edges.
public enum VerticalEdge: Int8, Sendable, Hashable {
  case top, bottom

  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

/// Navigation bar settings (iOS), accepted so iOS screens compile.
public enum NavigationBarItem {
  public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
}

/// A view transition (not animated).
public struct AnyTransition: Sendable {
  let name: String
  public static let opacity = AnyTransition(name: "opacity")
  public static let slide = AnyTransition(name: "slide")
  public static let scale = AnyTransition(name: "scale")
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
}

/// Safe area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Text input capitalization.
public struct TextInputAutocapitalization: Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The return key's label.
public struct SubmitLabel: Sendable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let search = SubmitLabel(name: "search")
  public static let next = SubmitLabel(name: "next")
  public static let `return` = SubmitLabel(name: "return")
}

/// What triggers `onSubmit`.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// A sheet height.
public struct PresentationDetent: Sendable, Hashable {
  let name: String
  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height(\(height))")
  }
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction(\(fraction))")
  }
}

/// Control sizes.
public enum ControlSize: Sendable, Hashable, CaseIterable {
  case mini, small, regular, large, extraLarge
}
