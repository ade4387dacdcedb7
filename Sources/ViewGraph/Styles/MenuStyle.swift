/// A style for menus (recorded, not drawn: a menu is found and driven the same whatever
/// its style).
///
/// ```swift
/// Menu("Sort") { sortButtons }.menuStyle(.button)
/// ```
@MainActor @preconcurrency
public protocol MenuStyle {
  /// The view the style makes.
  associatedtype Body: View

  /// The menu as this style shows it.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

  typealias Configuration = MenuStyleConfiguration
}

/// What a `MenuStyle` is given: the menu's label and content.
public struct MenuStyleConfiguration {
  /// The menu's label.
  public struct Label: View, BuiltInCompositeView {
    public var body: EmptyView { EmptyView() }
  }

  /// The menu's content.
  public struct Content: View, BuiltInCompositeView {
    public var body: EmptyView { EmptyView() }
  }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// The menu a custom style wraps, as SwiftUI's `Menu(configuration)`.
  ///
  /// ```swift
  /// func makeBody(configuration: Configuration) -> some View {
  ///   Menu(configuration).scaleEffect(isPressed ? 0.97 : 1)
  /// }
  /// ```
  public init(_ configuration: MenuStyleConfiguration) {
    self.init(content: { MenuStyleConfiguration.Content() }, label: { MenuStyleConfiguration.Label() })
  }
}

/// The platform's default menu look.
public struct DefaultMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

extension MenuStyle where Self == DefaultMenuStyle {
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

/// A menu shown as a button, styled by the `buttonStyle` around it.
public struct ButtonMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// A menu shown as a borderless button (use `.menuStyle(.button)` with
/// `.buttonStyle(.borderless)` instead).
@available(
  iOS, introduced: 14.0, deprecated: 100000.0,
  message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
@available(
  macOS, introduced: 11.0, deprecated: 100000.0,
  message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
@available(
  tvOS, introduced: 17.0, deprecated: 100000.0,
  message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
@available(
  visionOS, introduced: 1.0, deprecated: 100000.0,
  message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
public struct BorderlessButtonMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

@available(
  iOS, introduced: 14.0, deprecated: 100000.0,
  message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
@available(
  macOS, introduced: 11.0, deprecated: 100000.0,
  message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
@available(
  tvOS, introduced: 17.0, deprecated: 100000.0,
  message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
@available(
  visionOS, introduced: 1.0, deprecated: 100000.0,
  message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
extension MenuStyle where Self == BorderlessButtonMenuStyle {
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
  /// Shows or hides the indicator (an arrow) of the menus below (recorded).
  ///
  /// ```swift
  /// Menu("More") { actions }.menuIndicator(.hidden)
  /// ```
  nonisolated public func menuIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _StyleModifier> {
    style("menuIndicator", visibility)
  }

  /// Gives the menus below a style (recorded).
  ///
  /// ```swift
  /// Menu { options } label: { Text("More") }.menuStyle(.button).buttonStyle(.bordered)
  /// ```
  nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> ModifiedContent<Self, _StyleModifier> {
    self.style("menuStyle", S.self)
  }
}
