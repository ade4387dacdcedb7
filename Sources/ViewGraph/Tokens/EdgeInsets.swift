/// Inset distances for the sides of a rectangle.
///
/// ```swift
/// .listRowInsets(EdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
/// ```
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}
