/// A horizontal or vertical direction: how a text field grows, how a scroll view scrolls.
public enum Axis: Sendable, Hashable, CaseIterable {
  case horizontal
  case vertical

  /// A set of axes, as `ScrollView(.horizontal)` and `ViewThatFits(in:)` take.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}
