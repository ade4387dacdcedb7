/// A rectangle whose corners are fixed, or concentric with its container's (iOS 26). Nothing
/// is laid out here, so no container shape is known: a concentric corner takes its minimum
/// radius, square when it has none.
///
/// ```swift
/// Text("Done").padding().background(ConcentricRectangle(corners: .concentric(minimum: 16), isUniform: true))
/// ```
public struct ConcentricRectangle: Equatable, Sendable {
  let topLeading: Edge.Corner.Style
  let topTrailing: Edge.Corner.Style
  let bottomLeading: Edge.Corner.Style
  let bottomTrailing: Edge.Corner.Style

  /// Every corner concentric with the container's.
  public init() { self.init(corners: .concentric) }

  /// Every corner of one style; `isUniform` gives them all the largest radius.
  public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
    self.init(
      topLeadingCorner: corners, topTrailingCorner: corners, bottomLeadingCorner: corners,
      bottomTrailingCorner: corners)
  }

  /// The top corners of one style and the bottom ones of another.
  public init(
    uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric
  ) {
    self.init(
      topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners,
      bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
  }

  /// The leading corners of one style and the trailing ones of another.
  public init(
    uniformLeadingCorners: Edge.Corner.Style = .concentric,
    uniformTrailingCorners: Edge.Corner.Style = .concentric
  ) {
    self.init(
      topLeadingCorner: uniformLeadingCorners, topTrailingCorner: uniformTrailingCorners,
      bottomLeadingCorner: uniformLeadingCorners, bottomTrailingCorner: uniformTrailingCorners)
  }

  /// Each corner of its own style.
  public init(
    topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
    bottomLeadingCorner: Edge.Corner.Style = .concentric,
    bottomTrailingCorner: Edge.Corner.Style = .concentric
  ) {
    topLeading = topLeadingCorner
    topTrailing = topTrailingCorner
    bottomLeading = bottomLeadingCorner
    bottomTrailing = bottomTrailingCorner
  }
}

extension ConcentricRectangle: InsettableShape {
  public var body: Never { primitiveBody(Self.self) }

  public nonisolated func path(in rect: CGRect) -> Path {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeading.radius, bottomLeadingRadius: bottomLeading.radius,
      bottomTrailingRadius: bottomTrailing.radius, topTrailingRadius: topTrailing.radius
    ).path(in: rect)
  }

  public nonisolated func inset(by amount: CGFloat) -> _ModifiedShape<Self> {
    _ModifiedShape(base: self, name: "inset(\(amount))")
  }
}

extension ConcentricRectangle: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }

extension Shape where Self == ConcentricRectangle {
  /// A rectangle with every corner of one style: `.rect(corners: .concentric(minimum: 8))`.
  public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
    ConcentricRectangle(corners: corners, isUniform: isUniform)
  }
}

extension Edge {
  /// A corner of a rectangle.
  public enum Corner: Sendable, Hashable {
    case topLeading, topTrailing, bottomLeading, bottomTrailing

    /// How a corner is rounded: a fixed radius, or concentric with the container's corner
    /// (at least a minimum). A number is a fixed radius: `.concentric(minimum: 16)`.
    public struct Style: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
      /// The radius: the fixed one, or a concentric corner's minimum.
      let radius: CGFloat
      let isConcentric: Bool

      public init(integerLiteral value: Int) { self.init(radius: CGFloat(value), isConcentric: false) }
      public init(floatLiteral value: Double) { self.init(radius: CGFloat(value), isConcentric: false) }
      init(radius: CGFloat, isConcentric: Bool) {
        self.radius = radius
        self.isConcentric = isConcentric
      }

      /// A corner of a fixed radius.
      public static func fixed(_ radius: CGFloat) -> Style { Style(radius: radius, isConcentric: false) }
      /// A corner concentric with the container's.
      public static var concentric: Style { Style(radius: 0, isConcentric: true) }
      /// A corner concentric with the container's, never below `minimum`.
      public static func concentric(minimum: Style? = nil) -> Style {
        Style(radius: minimum?.radius ?? 0, isConcentric: true)
      }
    }
  }
}
