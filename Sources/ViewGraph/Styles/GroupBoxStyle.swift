/// A style that shows a group box: its label and content.
///
/// ViewGraph mounts `makeBody(configuration:)` in place of every group box below
/// `.groupBoxStyle(_:)`.
///
/// ```swift
/// struct CardStyle: GroupBoxStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) { configuration.label.font(.headline); configuration.content }
///       .padding().background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// The view the style makes.
  associatedtype Body: View

  /// The group box as this style shows it.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

  typealias Configuration = GroupBoxStyleConfiguration
}

/// What a `GroupBoxStyle` is given: the box's label and content.
public struct GroupBoxStyleConfiguration {
  /// The group box's label, mounted where the style places it.
  public struct Label {
    let content: AnyView
  }

  /// The group box's content, mounted where the style places it.
  public struct Content {
    let content: AnyView
  }

  public let label: GroupBoxStyleConfiguration.Label
  public let content: GroupBoxStyleConfiguration.Content
}

extension GroupBoxStyleConfiguration.Label: View, BuiltInCompositeView {
  public var body: AnyView { content }
}

extension GroupBoxStyleConfiguration.Content: View, BuiltInCompositeView {
  public var body: AnyView { content }
}

extension GroupBox
where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// A group box with the configuration's label and content, in the default look.
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
    resolvesStyle = false
  }
}

/// The group box's default look (recorded).
public struct DefaultGroupBoxStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension DefaultGroupBoxStyle: GroupBoxStyle {
  public func makeBody(
    configuration: Configuration
  ) -> GroupBox<GroupBoxStyleConfiguration.Label, GroupBoxStyleConfiguration.Content> {
    GroupBox(configuration)
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
  /// Gives the group boxes below a style: a custom one is mounted in place of each.
  nonisolated public func groupBoxStyle<S: GroupBoxStyle>(
    _ style: S
  ) -> ModifiedContent<ModifiedContent<Self, _StyleModifier>, _ControlStyleModifier<S>> {
    controlStyle("groupBoxStyle", style, family: (any GroupBoxStyle).self)
  }
}
