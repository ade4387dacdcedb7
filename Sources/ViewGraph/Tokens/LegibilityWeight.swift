/// The font weight the user asked for in Settings (Bold Text).
///
/// ```swift
/// @Environment(\.legibilityWeight) private var legibilityWeight
/// let isBold = legibilityWeight == .bold
/// ```
public enum LegibilityWeight: Hashable, Sendable {
  /// The regular weight.
  case regular
  /// Bold text, for legibility.
  case bold
}
