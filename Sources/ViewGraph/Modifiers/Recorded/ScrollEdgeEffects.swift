// iOS 26's scroll edge effects and background extension: drawing, recorded only.

extension View {
  /// Extends this view's background under the safe areas, mirrored and blurred (recorded).
  ///
  /// ```swift
  /// Image("cover").resizable().backgroundExtensionEffect()
  /// ```
  nonisolated public func backgroundExtensionEffect() -> ModifiedContent<Self, _StyleModifier> {
    style("backgroundExtensionEffect")
  }

  /// How scroll views below fade their content under bars at `edges` (recorded).
  ///
  /// ```swift
  /// List { … }.scrollEdgeEffectStyle(.soft, for: .top)
  /// ```
  nonisolated public func scrollEdgeEffectStyle(
    _ style: ScrollEdgeEffectStyle?, for edges: Edge.Set
  ) -> ModifiedContent<Self, _StyleModifier> {
    self.style("scrollEdgeEffectStyle", style?.name as Any, edges.rawValue)
  }
}

/// How a scroll view's content fades under a bar (recorded).
///
/// ```swift
/// .scrollEdgeEffectStyle(.hard, for: .top)
/// ```
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
  let name: String

  /// The platform's default.
  public static var automatic: ScrollEdgeEffectStyle { .init(name: "automatic") }
  /// A sharp edge with a dividing line.
  public static var hard: ScrollEdgeEffectStyle { .init(name: "hard") }
  /// A gradual fade.
  public static var soft: ScrollEdgeEffectStyle { .init(name: "soft") }
}
