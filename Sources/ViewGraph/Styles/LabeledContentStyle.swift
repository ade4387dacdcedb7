/// A style that arranges labeled content: its label and its value.
///
/// ViewGraph mounts `makeBody(configuration:)` in place of every `LabeledContent` below
/// `.labeledContentStyle(_:)`.
///
/// ```swift
/// struct StackedStyle: LabeledContentStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) { configuration.label.font(.caption); configuration.content }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  /// The view the style makes.
  associatedtype Body: View

  /// The labeled content as this style shows it.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

  typealias Configuration = LabeledContentStyleConfiguration
}

/// What a `LabeledContentStyle` is given: the label and the content.
public struct LabeledContentStyleConfiguration {
  /// The label, mounted where the style places it.
  public struct Label {
    let content: AnyView
  }

  /// The content, mounted where the style places it.
  public struct Content {
    let content: AnyView
  }

  public let label: LabeledContentStyleConfiguration.Label
  public let content: LabeledContentStyleConfiguration.Content
}

extension LabeledContentStyleConfiguration.Label: View, BuiltInCompositeView {
  public var body: AnyView { content }
}

extension LabeledContentStyleConfiguration.Content: View, BuiltInCompositeView {
  public var body: AnyView { content }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
  /// Labeled content with the configuration's label and content, in the default look.
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
    resolvesStyle = false
  }
}

/// The default arrangement (recorded).
public struct AutomaticLabeledContentStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension AutomaticLabeledContentStyle: LabeledContentStyle {
  public func makeBody(
    configuration: Configuration
  ) -> LabeledContent<LabeledContentStyleConfiguration.Label, LabeledContentStyleConfiguration.Content> {
    LabeledContent(configuration)
  }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
  /// Gives the labeled content below a style: a custom one is mounted in place of each.
  nonisolated public func labeledContentStyle<S: LabeledContentStyle>(
    _ style: S
  ) -> ModifiedContent<ModifiedContent<Self, _StyleModifier>, _ControlStyleModifier<S>> {
    controlStyle("labeledContentStyle", style, family: (any LabeledContentStyle).self)
  }
}
