/// A shape style a `Text` carries itself (`Text.foregroundStyle(_:)` returns a `Text`).
/// Equal when it prints the same: a `Text` is `Equatable`, a shape style need not be.
struct CarriedShapeStyle: Equatable, Sendable {
  let style: AnyShapeStyle
  private let printed: String

  init(_ style: AnyShapeStyle) {
    self.style = style
    printed = String(describing: style.style)
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.printed == rhs.printed }
}

@_spi(Inspection)
extension AnyShapeStyle {
  /// The style this one erases: a `Color`, a `HierarchicalShapeStyle`, a gradient…
  public var base: any ShapeStyle { style }
}

@_spi(Inspection)
extension Node {
  /// The font this view's text is shown in, as SwiftUI resolves it: a `Text`'s own
  /// `.font(_:)`, else the nearest `.font(_:)` above it (S300); nil for the system's
  /// default (body) font.
  public var shownFont: Font? {
    if let font = (value as? Text)?.ownFont { return font }
    return environment.font
  }

  /// The style this view's foreground is drawn in, as SwiftUI resolves it: a `Text`'s own
  /// `.foregroundStyle(_:)` or `.foregroundColor(_:)`, else the nearest one above it
  /// (S301); nil for the primary style.
  public var shownForegroundStyle: AnyShapeStyle? {
    if let own = (value as? Text)?.ownForegroundStyle { return own.style }
    return environment.foregroundStyle
  }
}
