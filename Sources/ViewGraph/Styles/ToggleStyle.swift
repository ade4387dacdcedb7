/// A Toggle style (recorded, not drawn).
/// A style that shows a toggle: its look, and how it flips.
///
/// ViewGraph mounts `makeBody(configuration:)` in place of every toggle below
/// `.toggleStyle(_:)`. The toggle stays the control a probe finds by its title, and
/// `tap()` flips `configuration.isOn`; what the body mounts (a button that flips
/// `configuration.$isOn`, a check mark) is found and driven too.
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Button { configuration.isOn.toggle() } label: {
///       Label { configuration.label } icon: {
///         Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///       }
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view the style makes.
  associatedtype Body: View

  /// The toggle as this style shows it.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

  typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` is given: the toggle's label and its binding.
public struct ToggleStyleConfiguration {
  /// The toggle's label, mounted where the style places it.
  public struct Label {
    let content: AnyView
  }

  public let label: ToggleStyleConfiguration.Label
  /// The toggle's binding: `configuration.isOn.toggle()` writes through it.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that differ: false in ViewGraph.
  public let isMixed: Bool
}

extension ToggleStyleConfiguration.Label: View, BuiltInCompositeView {
  public var body: AnyView { content }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A toggle with the configuration's label and binding, in the default look.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(label: configuration.label, title: nil, isOn: configuration.$isOn, resolvesStyle: false)
  }
}

public struct DefaultToggleStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension DefaultToggleStyle: ToggleStyle {
  public func makeBody(configuration: Configuration) -> Toggle<ToggleStyleConfiguration.Label> {
    Toggle(configuration)
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

public struct SwitchToggleStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "switch" }

  /// A switch with a tint (recorded as the switch style; use `.tint(_:)` instead).
  ///
  /// ```swift
  /// Toggle("Wi-Fi", isOn: $isOn).toggleStyle(SwitchToggleStyle(tint: .green))
  /// ```
  @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
  @available(macOS, introduced: 11.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
  @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
  public init(tint: Color) {}
}

extension SwitchToggleStyle: ToggleStyle {
  public func makeBody(configuration: Configuration) -> Toggle<ToggleStyleConfiguration.Label> {
    Toggle(configuration)
  }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

public struct ButtonToggleStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "button" }
}

extension ButtonToggleStyle: ToggleStyle {
  public func makeBody(configuration: Configuration) -> Toggle<ToggleStyleConfiguration.Label> {
    Toggle(configuration)
  }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  @MainActor @preconcurrency public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A checkbox beside the label (macOS; recorded).
public struct CheckboxToggleStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "checkbox" }
}

extension CheckboxToggleStyle: ToggleStyle {
  public func makeBody(configuration: Configuration) -> Toggle<ToggleStyleConfiguration.Label> {
    Toggle(configuration)
  }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A checkbox, as macOS shows toggles in forms and lists.
  ///
  /// ```swift
  /// Toggle("Install for Codex", isOn: $codex).toggleStyle(.checkbox)
  /// ```
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension View {
  /// Gives the toggles below a style: a custom one is mounted in place of each toggle; a
  /// built-in one is recorded.
  ///
  /// ```swift
  /// Toggle("Done", isOn: $task.done).toggleStyle(CheckboxStyle())
  /// ```
  nonisolated public func toggleStyle<S: ToggleStyle>(
    _ style: S
  ) -> ModifiedContent<ModifiedContent<Self, _StyleModifier>, _ControlStyleModifier<S>> {
    controlStyle("toggleStyle", style, family: (any ToggleStyle).self)
  }
}
