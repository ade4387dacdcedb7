// A canvas's symbols, resolved in its renderer: type-checks; ViewGraph never runs a renderer
// (the symbols themselves are mounted, see `Canvas`).

extension GraphicsContext {
  /// A view a canvas was given in `symbols:`, ready to draw.
  ///
  /// ```swift
  /// Canvas { context, size in
  ///   if let dot = context.resolveSymbol(id: "dot") { context.draw(dot, at: .zero) }
  /// } symbols: {
  ///   Circle().frame(width: 8, height: 8).tag("dot")
  /// }
  /// ```
  public struct ResolvedSymbol {
    /// The symbol's size (none is laid out here).
    public var size: CGSize { .zero }
  }

  /// The symbol tagged `id`. A renderer never runs here, so this is never asked; it answers
  /// nil, as SwiftUI does for an id no symbol has.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

  /// Draws a resolved symbol with its `anchor` at `point` (not drawn here).
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}

  /// Draws a resolved symbol into `rect` (not drawn here).
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}
}
