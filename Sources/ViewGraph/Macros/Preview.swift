public import Foundation

/// What preview macros create: a name, traits and the content. ViewGraph keeps previews as
/// test fixtures; see ``Preview(_:body:)``.
@MainActor
public struct Preview {
  /// Traits that apply to previews of views.
  public enum ViewTraits {}

  let name: String?
  let traits: [PreviewTrait<Preview.ViewTraits>]
  let body: @MainActor () -> any View

  public init(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    body: @escaping @MainActor () -> any View
  ) {
    self.name = name
    self.traits = traits
    self.body = body
  }
}

/// A customisation of a preview: its layout, orientation or a ``PreviewModifier``.
/// Recorded with the preview; ViewGraph applies modifiers and nothing else.
@MainActor
public struct PreviewTrait<T> {
  enum Kind {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
    case modifier(any PreviewModifier)
  }
  let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The device's size, the default.
  public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { .init(kind: .layout(.device)) }
  /// The size the content needs.
  public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> {
    .init(kind: .layout(.sizeThatFits))
  }
  /// A fixed size.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    .init(kind: .layout(.fixed(width: width, height: height)))
  }
  /// A fixed size with depth (visionOS).
  public static func fixedLayout(width: CGFloat, height: CGFloat, depth: CGFloat) -> PreviewTrait<T> {
    .init(kind: .layout(.fixed(width: width, height: height)))
  }
  public static var portrait: PreviewTrait<Preview.ViewTraits> { .init(kind: .orientation(.portrait)) }
  public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> {
    .init(kind: .orientation(.portraitUpsideDown))
  }
  public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> {
    .init(kind: .orientation(.landscapeLeft))
  }
  public static var landscapeRight: PreviewTrait<Preview.ViewTraits> {
    .init(kind: .orientation(.landscapeRight))
  }
  /// Wraps the preview in a ``PreviewModifier`` (its `body(content:context:)`); several are
  /// applied in order, the first innermost.
  public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
    .init(kind: .modifier(modifier))
  }
}

/// Shared setup for previews: an environment, sample data. ViewGraph makes the shared
/// context when a preview is mounted and wraps the content in `body(content:context:)`.
///
/// ```swift
/// struct SampleStore: PreviewModifier {
///   static func makeSharedContext() async throws -> SettingsStore { SettingsStore() }
///   func body(content: Content, context: SettingsStore) -> some View {
///     content.environment(context)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewModifier {
  associatedtype Context = Void
  associatedtype Body: View
  typealias Content = PreviewModifierContent
  @MainActor @preconcurrency static func makeSharedContext() async throws -> Context
  @ViewBuilder @MainActor @preconcurrency func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
  public static func makeSharedContext() async throws {}
}

/// The content a ``PreviewModifier`` wraps.
@MainActor @preconcurrency
public struct PreviewModifierContent: View {
  let content: AnyView
  public var body: some View { content }
}
