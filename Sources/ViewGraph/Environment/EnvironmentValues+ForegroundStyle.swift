// `.foregroundStyle(_:)` and `.foregroundColor(_:)` set the style of the foreground
// elements below them, as `.font(_:)` sets their font: the value flows down the
// environment and the innermost one wins (S301). SwiftUI keeps it in a private key, so
// this one is internal too; inspection reads it through the node (`Node+ShownStyle`).

private struct ForegroundStyleKey: EnvironmentKey {
  static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
  /// The style foreground elements below are drawn in: nil (the primary style) unless
  /// `.foregroundStyle(_:)` or `.foregroundColor(_:)` sets one.
  var foregroundStyle: AnyShapeStyle? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }
}
