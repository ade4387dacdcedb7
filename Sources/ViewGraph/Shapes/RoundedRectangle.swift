import Foundation

/// A rectangle with rounded corners.
public struct RoundedRectangle: Equatable, Sendable {
  /// The width and height of the rectangle's corners.
  public var cornerSize: CGSize
  /// The style of the corners.
  public var style: RoundedCornerStyle
  /// The corners' radius: their width (a circular corner's width and height are one).
  public var cornerRadius: CGFloat { cornerSize.width }
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  /// A rounded rectangle whose corners are `cornerSize` wide and high.
  ///
  /// - Parameters:
  ///   - cornerSize: The width and height of the rounded corners.
  ///   - style: The style of the corners.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
}

extension RoundedRectangle: InsettableShape {
  public var body: Never { primitiveBody(Self.self) }
  public nonisolated func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }
  public nonisolated func inset(by amount: CGFloat) -> _ModifiedShape<Self> {
    _ModifiedShape(base: self, name: "inset(\(amount))")
  }
}

extension RoundedRectangle: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }
