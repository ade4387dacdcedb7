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

/// A gradient is a shape style on its own, as in `.fill(Gradient(colors: [.red, .blue]))`.
extension Gradient: ShapeStyle {}
