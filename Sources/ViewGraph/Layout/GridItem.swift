/// One row or column of a lazy grid (recorded, not laid out).
///
/// ```swift
/// let columns = Array(repeating: GridItem(.flexible()), count: 3)
/// ```
public struct GridItem: Sendable {
  /// How a row or column is sized.
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  public var spacing: CGFloat?
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
