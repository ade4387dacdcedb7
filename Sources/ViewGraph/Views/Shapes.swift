/// A 2D shape; also a view that fills its space. Drawing is not modelled.
///
/// ```swift
/// Circle().fill(.red).frame(width: 8, height: 8)
/// ```
public protocol Shape: View, Sendable {}

/// The curvature of rounded corners.
public enum RoundedCornerStyle: Sendable, Hashable {
  case circular
  case continuous
}

/// How a shape is filled.
public struct FillStyle: Sendable, Equatable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// A rectangle.
public struct Rectangle: Shape, Equatable {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, Equatable {
  public let cornerRadius: CGFloat
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
  }
  public var body: Never { primitiveBody(Self.self) }
}

/// A capsule.
public struct Capsule: Shape, Equatable {
  public init(style: RoundedCornerStyle = .continuous) {}
  public var body: Never { primitiveBody(Self.self) }
}

/// A circle.
public struct Circle: Shape, Equatable {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

/// An ellipse.
public struct Ellipse: Shape, Equatable {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

extension Rectangle: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }
extension RoundedRectangle: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }
extension Capsule: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }
extension Circle: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }
extension Ellipse: PrimitiveView { func visitChildren(_ visitor: inout ChildVisitor) {} }

extension Shape {
  /// Fills the shape (recorded, not drawn).
  public func fill<S: ShapeStyle>(
    _ content: S, style: FillStyle = FillStyle()
  ) -> ModifiedContent<Self, _StyleModifier> {
    self.style("fill", content)
  }

  /// Strokes the shape's outline (recorded, not drawn).
  public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("stroke", content, lineWidth)
  }
}

/// A point in a unit square, for gradients and anchors.
public struct UnitPoint: Sendable, Hashable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Colors along a gradient.
///
/// ```swift
/// Gradient(colors: [.red, .yellow])
/// ```
public struct Gradient: Sendable, Hashable {
  /// A color at a location between 0 and 1.
  public struct Stop: Sendable, Hashable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  public init(stops: [Stop]) { self.stops = stops }

  public init(colors: [Color]) {
    let last = max(colors.count - 1, 1)
    stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
  }
}

/// A linear gradient; a shape style and a view.
///
/// ```swift
/// .background(LinearGradient(gradient: Gradient(colors: colors), startPoint: .top, endPoint: .bottom))
/// ```
public struct LinearGradient: ShapeStyle, View, Hashable {
  public let gradient: Gradient
  public let startPoint: UnitPoint
  public let endPoint: UnitPoint

  public nonisolated init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  public nonisolated init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension LinearGradient: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
}
