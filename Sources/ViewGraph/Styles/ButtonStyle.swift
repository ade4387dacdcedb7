/// A style that decides how a button looks and how it is triggered.
///
/// ViewGraph mounts `makeBody(configuration:)` in place of every button below
/// `.buttonStyle(_:)`; the button's action runs when the body calls
/// `configuration.trigger()` — through `Button(configuration)` or a gesture — so a probe
/// finds and taps what the style mounts.
///
/// ```swift
/// struct HoldToConfirm: PrimitiveButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.onLongPressGesture { configuration.trigger() }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view the style makes.
  associatedtype Body: View

  /// The button as this style shows it.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` is given: the button's label and role, and its action.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, mounted where the style places it.
  public struct Label {
    let content: AnyView
  }

  public let role: ButtonRole?
  public let label: PrimitiveButtonStyleConfiguration.Label
  let action: @MainActor () -> Void

  /// Runs the button's action, on the main actor, where SwiftUI isolates it.
  @MainActor public func trigger() { action() }
}

extension PrimitiveButtonStyleConfiguration.Label: View, BuiltInCompositeView {
  public var body: AnyView { content }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A button with the configuration's label and action, in the default look: what a
  /// primitive style mounts to keep the standard interaction.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(
      label: configuration.label, title: nil, action: configuration.action, role: configuration.role,
      resolvesStyle: false)
  }
}

public struct DefaultButtonStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension DefaultButtonStyle: PrimitiveButtonStyle {
  public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
    Button(configuration)
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  @preconcurrency public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

public struct PlainButtonStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "plain" }
}

extension PlainButtonStyle: PrimitiveButtonStyle {
  public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
    Button(configuration)
  }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  @preconcurrency public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

public struct BorderedButtonStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "bordered" }
}

extension BorderedButtonStyle: PrimitiveButtonStyle {
  public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
    Button(configuration)
  }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  @preconcurrency public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

public struct BorderedProminentButtonStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "borderedProminent" }
}

extension BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
    Button(configuration)
  }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  @preconcurrency public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

public struct BorderlessButtonStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "borderless" }
}

extension BorderlessButtonStyle: PrimitiveButtonStyle {
  public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
    Button(configuration)
  }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  @preconcurrency public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

/// A button that looks like a link (macOS; recorded): it acts as any button.
///
/// ```swift
/// Button("Show details") { isExpanded.toggle() }.buttonStyle(.link)
/// ```
public struct LinkButtonStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "link" }
}

extension LinkButtonStyle: PrimitiveButtonStyle {
  public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
    Button(configuration)
  }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
  @preconcurrency public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// The style of buttons in an accessory toolbar that narrow a search (macOS; recorded).
///
/// ```swift
/// Button("Recents") { scope = .recents }.buttonStyle(.accessoryBar)
/// ```
public struct AccessoryBarButtonStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "accessoryBar" }
}

extension AccessoryBarButtonStyle: PrimitiveButtonStyle {
  public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
    Button(configuration)
  }
}

extension PrimitiveButtonStyle where Self == AccessoryBarButtonStyle {
  @preconcurrency public static var accessoryBar: AccessoryBarButtonStyle { AccessoryBarButtonStyle() }
}

/// The style of buttons for extra actions in an accessory toolbar (macOS; recorded).
///
/// ```swift
/// Button("Add Filter") { addFilter() }.buttonStyle(.accessoryBarAction)
/// ```
public struct AccessoryBarActionButtonStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "accessoryBarAction" }
}

extension AccessoryBarActionButtonStyle: PrimitiveButtonStyle {
  public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
    Button(configuration)
  }
}

extension PrimitiveButtonStyle where Self == AccessoryBarActionButtonStyle {
  @preconcurrency public static var accessoryBarAction: AccessoryBarActionButtonStyle {
    AccessoryBarActionButtonStyle()
  }
}

extension View {
  /// Gives the buttons below a style: a custom one is mounted in place of each button
  /// (``PrimitiveButtonStyle``); a built-in one is recorded.
  ///
  /// ```swift
  /// Button("Delete") { delete() }.buttonStyle(HoldToConfirm())
  /// ```
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(
    _ style: S
  ) -> ModifiedContent<ModifiedContent<Self, _StyleModifier>, _ControlStyleModifier<S>> {
    controlStyle("buttonStyle", style) { style, environment in
      environment[customStyle: (any PrimitiveButtonStyle).self] = style is any BuiltInStyle ? nil : style
      environment[customStyle: (any ButtonStyle).self] = nil
    }
  }

  /// Gives the buttons below a custom look; they keep their standard interaction
  /// (``ButtonStyle``).
  ///
  /// ```swift
  /// Button("Save") { save() }.buttonStyle(CapsuleButtonStyle())
  /// ```
  nonisolated public func buttonStyle<S: ButtonStyle>(
    _ style: S
  ) -> ModifiedContent<ModifiedContent<Self, _StyleModifier>, _ControlStyleModifier<S>> {
    controlStyle("buttonStyle", style) { style, environment in
      environment[customStyle: (any ButtonStyle).self] = style
      environment[customStyle: (any PrimitiveButtonStyle).self] = nil
    }
  }
}

/// A style that changes how a button looks; the button keeps its standard interaction.
///
/// ViewGraph mounts `makeBody(configuration:)` in place of the button's label, so the
/// style's views are found where the button is, and `tap()` runs the action.
/// `configuration.isPressed` is false: no press is in progress headlessly.
///
/// ```swift
/// struct CapsuleButtonStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.padding().background(.blue, in: Capsule())
///       .opacity(configuration.isPressed ? 0.5 : 1)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view the style makes.
  associatedtype Body: View

  /// The button's look.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

  typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` is given: the button's label and role, and whether it is pressed.
public struct ButtonStyleConfiguration {
  /// The button's label, mounted where the style places it.
  public struct Label {
    let content: AnyView
  }

  public let role: ButtonRole?
  public let label: ButtonStyleConfiguration.Label
  /// Whether the user is pressing the button: always false in ViewGraph.
  public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: View, BuiltInCompositeView {
  public var body: AnyView { content }
}

/// The tvOS card button style: a raised platter that lifts under focus (recorded).
///
/// ```swift
/// Button { open(article) } label: { ArticleCard(article) }.buttonStyle(.card)
/// ```
public struct CardButtonStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "card" }
}

extension CardButtonStyle: PrimitiveButtonStyle {
  public func makeBody(configuration: Configuration) -> Button<PrimitiveButtonStyleConfiguration.Label> {
    Button(configuration)
  }
}

extension PrimitiveButtonStyle where Self == CardButtonStyle {
  @preconcurrency public static var card: CardButtonStyle { CardButtonStyle() }
}
