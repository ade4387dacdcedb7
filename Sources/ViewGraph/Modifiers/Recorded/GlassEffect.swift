/// The Liquid Glass material's configuration (recorded, not drawn).
///
/// ```swift
/// Label("Flag", systemImage: "flag.fill").padding().glassEffect(.regular.tint(.blue).interactive())
/// ```
public struct Glass: Equatable, Sendable {
  let name: String

  public static var regular: Glass { Glass(name: "regular") }
  public static var clear: Glass { Glass(name: "clear") }
  public static var identity: Glass { Glass(name: "identity") }

  public func tint(_ color: Color?) -> Glass { Glass(name: "\(name).tint(\(color?.description ?? "nil"))") }
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    isEnabled ? Glass(name: "\(name).interactive") : self
  }
}

/// The shape `glassEffect` uses when given none: a capsule.
public struct DefaultGlassEffectShape: Shape {
  nonisolated public init() {}
  public nonisolated func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// Groups glass effects so they can blend; mounts its content as is.
public struct GlassEffectContainer<Content: View> {
  let content: Content

  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension GlassEffectContainer: View {
  public var body: Content { content }
}

extension GlassEffectContainer: BuiltInCompositeView {}

extension View {
  /// Applies the Liquid Glass effect (recorded, not drawn); nonisolated, as SwiftUI
  /// declares it.
  nonisolated public func glassEffect(
    _ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("glassEffect", glass.name)
  }

  /// Names this view's glass for morphing between views (recorded).
  nonisolated public func glassEffectID<ID: Hashable & Sendable>(
    _ id: ID?, in namespace: Namespace.ID
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("glassEffectID")
  }
}

extension View {
  /// Joins this view's glass with the others of the same `id` into one shape (recorded).
  ///
  /// ```swift
  /// Image(systemName: "pencil").glassEffect().glassEffectUnion(id: "tools", namespace: namespace)
  /// ```
  nonisolated public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("glassEffectUnion")
  }

  /// How this view's glass appears and disappears (recorded).
  nonisolated public func glassEffectTransition(_ transition: GlassEffectTransition) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("glassEffectTransition", transition.name)
  }
}

/// How glass appears and disappears as views come and go (recorded).
public struct GlassEffectTransition: Sendable {
  let name: String
  public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
  public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
  public static func matchedGeometry(
    properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center
  )
    -> GlassEffectTransition
  { GlassEffectTransition(name: "matchedGeometry") }
  public static var matchedGeometry: GlassEffectTransition { matchedGeometry() }
}

/// The Liquid Glass button styles.
///
/// ```swift
/// Button("Favorite") { toggle() }.buttonStyle(isOn ? .glass(.regular.tint(.pink)) : .glass)
/// ```
public struct GlassButtonStyle: _RecordedStyle, BuiltInStyle {
  let glass: Glass?

  public init() { glass = nil }

  /// A glass button style of the given glass (iOS 26.1).
  public init(_ glass: Glass) { self.glass = glass }

  public var _styleName: String { glass.map { "glass(\($0.name))" } ?? "glass" }
}

extension GlassButtonStyle: PrimitiveButtonStyle {
  public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
    Button(configuration)
  }
}

public struct GlassProminentButtonStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "glassProminent" }
}

extension GlassProminentButtonStyle: PrimitiveButtonStyle {
  public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
    Button(configuration)
  }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  @MainActor @preconcurrency public static var glass: GlassButtonStyle { GlassButtonStyle() }

  /// The glass button style of the given glass: `.buttonStyle(.glass(.clear))`.
  public static func glass(_ glass: Glass) -> Self { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  @MainActor @preconcurrency public static var glassProminent: GlassProminentButtonStyle {
    GlassProminentButtonStyle()
  }
}
