/// The direction text and layout flow in.
///
/// ```swift
/// @Environment(\.layoutDirection) private var layoutDirection
/// ```
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}
