/// Something a shape or text can be filled with.
///
/// A custom style resolves to another style in the environment of the place it is used:
///
/// ```swift
/// struct Dimmed: ShapeStyle {
///   func resolve(in environment: EnvironmentValues) -> Color.Resolved {
///     Color.blue.resolve(in: environment)
///   }
/// }
/// ```
public protocol ShapeStyle: Sendable {
  /// The style this one resolves to; Swift infers it from `resolve(in:)` (iOS 17).
  associatedtype Resolved: ShapeStyle = Never

  /// This style evaluated in `environment` (iOS 17).
  func resolve(in environment: EnvironmentValues) -> Self.Resolved
}

extension ShapeStyle where Self.Resolved == Never {
  /// A style SwiftUI resolves itself: it has no value to return (S381).
  public func resolve(in environment: EnvironmentValues) -> Never {
    // Apple declares the same: there is nothing a caller could receive, so reaching this
    // is a misuse of the style, not a state a test can observe.
    preconditionFailure("\(Self.self) resolves to Never: SwiftUI resolves it while drawing")
  }
}

extension Never: ShapeStyle {
  public typealias Resolved = Never
}

/// `.primary`, `.secondary`…: styles relative to the current foreground.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The fifth level of the foreground, as in `.fill(.quinary)`.
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The current foreground style, as in `.fill(.foreground)`.
public struct ForegroundStyle: ShapeStyle, Hashable {
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The current tint, as in `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle, Hashable {
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The background style, as in `.background(.background)`.
public struct BackgroundStyle: ShapeStyle, Hashable {
  public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The fill for a shape's background, as in `.background(.fill)` (iOS 17).
public struct FillShapeStyle: ShapeStyle, Hashable {
  public init() {}
}

extension ShapeStyle where Self == FillShapeStyle {
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// The color of separators, as in `.foregroundStyle(.separator)` (iOS 17).
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
  public init() {}
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The color of links, as in `.foregroundStyle(.link)` (iOS 17).
public struct LinkShapeStyle: ShapeStyle, Hashable {
  public init() {}
}

extension ShapeStyle where Self == LinkShapeStyle {
  public static var link: LinkShapeStyle { LinkShapeStyle() }
}

/// The color of placeholder text, as in `.foregroundStyle(.placeholder)` (iOS 17).
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable {
  public init() {}
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle {
  /// The second level of this style, as in `.fill.secondary` (recorded).
  public var secondary: some ShapeStyle { self }
  /// The third level of this style (recorded).
  public var tertiary: some ShapeStyle { self }
  /// The fourth level of this style (recorded).
  public var quaternary: some ShapeStyle { self }
  /// The fifth level of this style (recorded).
  public var quinary: some ShapeStyle { self }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
  let style: any ShapeStyle
  public init<S: ShapeStyle>(_ style: S) { self.style = style }
}

extension ShapeStyle {
  /// This style at an opacity (recorded).
  public func opacity(_ opacity: Double) -> some ShapeStyle { self }

  /// This style composited with a blend mode (recorded).
  ///
  /// ```swift
  /// Rectangle().fill(.green.blendMode(.plusDarker))
  /// ```
  public func blendMode(_ mode: BlendMode) -> some ShapeStyle { self }
}
