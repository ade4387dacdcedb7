/// A ProgressView style (recorded, not drawn).
/// A style that shows a progress view.
///
/// ViewGraph mounts `makeBody(configuration:)` in place of every progress view below
/// `.progressViewStyle(_:)`, with the view's `fractionCompleted` and label.
///
/// ```swift
/// struct PercentStyle: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) %")
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view the style makes.
  associatedtype Body: View

  /// The progress view as this style shows it.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

  typealias Configuration = ProgressViewStyleConfiguration
}

/// What a `ProgressViewStyle` is given: the completed fraction and the labels.
public struct ProgressViewStyleConfiguration {
  /// The progress view's label, mounted where the style places it.
  public struct Label {
    let content: AnyView
  }

  /// The label of the progress view's current value, mounted where the style places it.
  public struct CurrentValueLabel {
    let content: AnyView
  }

  /// The fraction completed, from 0 to 1, or nil when indeterminate.
  public let fractionCompleted: Double?
  public let label: ProgressViewStyleConfiguration.Label?
  public let currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: View, BuiltInCompositeView {
  public var body: AnyView { content }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: View, BuiltInCompositeView {
  public var body: AnyView { content }
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// A progress view with the configuration's fraction and labels, in the default look.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(
      label: configuration.label ?? .init(content: AnyView(EmptyView())),
      currentValueLabel: configuration.currentValueLabel ?? .init(content: AnyView(EmptyView())),
      fractionCompleted: configuration.fractionCompleted, resolvesStyle: false)
  }
}

public struct DefaultProgressViewStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "automatic" }
}

extension DefaultProgressViewStyle: ProgressViewStyle {
  public func makeBody(configuration: Configuration) -> ProgressView<
    ProgressViewStyleConfiguration.Label, ProgressViewStyleConfiguration.CurrentValueLabel
  > {
    ProgressView(configuration)
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

public struct LinearProgressViewStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "linear" }
}

extension LinearProgressViewStyle: ProgressViewStyle {
  public func makeBody(configuration: Configuration) -> ProgressView<
    ProgressViewStyleConfiguration.Label, ProgressViewStyleConfiguration.CurrentValueLabel
  > {
    ProgressView(configuration)
  }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

public struct CircularProgressViewStyle: _RecordedStyle, BuiltInStyle {
  public init() {}
  public var _styleName: String { "circular" }

  /// A spinner with a tint (recorded as the circular style; use `.tint(_:)` instead).
  ///
  /// ```swift
  /// ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .gray))
  /// ```
  @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
  @available(macOS, introduced: 11.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
  @available(tvOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
  @available(watchOS, introduced: 7.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
  public init(tint: Color) {}
}

extension CircularProgressViewStyle: ProgressViewStyle {
  public func makeBody(configuration: Configuration) -> ProgressView<
    ProgressViewStyleConfiguration.Label, ProgressViewStyleConfiguration.CurrentValueLabel
  > {
    ProgressView(configuration)
  }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  @MainActor @preconcurrency public static var circular: CircularProgressViewStyle {
    CircularProgressViewStyle()
  }
}

extension View {
  /// Gives the progress views below a style: a custom one is mounted in place of each; a
  /// built-in one is recorded.
  nonisolated public func progressViewStyle<S: ProgressViewStyle>(
    _ style: S
  ) -> ModifiedContent<ModifiedContent<Self, _StyleModifier>, _ControlStyleModifier<S>> {
    controlStyle("progressViewStyle", style, family: (any ProgressViewStyle).self)
  }
}
