/// A Label style (recorded, not drawn).
/// A style that arranges a label's title and icon.
///
/// ViewGraph mounts `makeBody(configuration:)` in place of every `Label` below
/// `.labelStyle(_:)`, so the title and icon appear where the style puts them.
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack { configuration.title; configuration.icon }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view the style makes.
  associatedtype Body: View

  /// The label as this style shows it.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

  typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` is given: the label's title and icon.
public struct LabelStyleConfiguration {
  /// The label's title, mounted where the style places it.
  public struct Title {
    let content: AnyView
  }

  /// The label's icon, mounted where the style places it.
  public struct Icon {
    let content: AnyView
  }

  public let title: LabelStyleConfiguration.Title
  public let icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: View, BuiltInCompositeView {
  public var body: AnyView { content }
}

extension LabelStyleConfiguration.Icon: View, BuiltInCompositeView {
  public var body: AnyView { content }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label with the configuration's title and icon, in the default arrangement.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
    resolvesStyle = false
  }
}

public struct DefaultLabelStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension DefaultLabelStyle: LabelStyle {
  public func makeBody(configuration: Configuration) -> Label<
    LabelStyleConfiguration.Title, LabelStyleConfiguration.Icon
  > {
    Label(configuration)
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

public struct IconOnlyLabelStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "iconOnly" }
}

extension IconOnlyLabelStyle: LabelStyle {
  public func makeBody(configuration: Configuration) -> Label<
    LabelStyleConfiguration.Title, LabelStyleConfiguration.Icon
  > {
    Label(configuration)
  }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  @MainActor @preconcurrency public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

public struct TitleOnlyLabelStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "titleOnly" }
}

extension TitleOnlyLabelStyle: LabelStyle {
  public func makeBody(configuration: Configuration) -> Label<
    LabelStyleConfiguration.Title, LabelStyleConfiguration.Icon
  > {
    Label(configuration)
  }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

public struct TitleAndIconLabelStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "titleAndIcon" }
}

extension TitleAndIconLabelStyle: LabelStyle {
  public func makeBody(configuration: Configuration) -> Label<
    LabelStyleConfiguration.Title, LabelStyleConfiguration.Icon
  > {
    Label(configuration)
  }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  @MainActor @preconcurrency public static var titleAndIcon: TitleAndIconLabelStyle {
    TitleAndIconLabelStyle()
  }
}

extension View {
  /// Gives the labels below a style: a custom one is mounted in place of each label; a
  /// built-in one is recorded.
  ///
  /// ```swift
  /// Label("Inbox", systemImage: "tray").labelStyle(TrailingIconLabelStyle())
  /// ```
  nonisolated public func labelStyle<S: LabelStyle>(
    _ style: S
  ) -> ModifiedContent<ModifiedContent<Self, _StyleModifier>, _ControlStyleModifier<S>> {
    controlStyle("labelStyle", style, family: (any LabelStyle).self)
  }
}
