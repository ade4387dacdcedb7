import Foundation

// Apple platforms declare CGVector in CoreFoundation's CFCGTypes, which Foundation re-exports;
// swift-corelibs-foundation declares CGPoint, CGSize and CGRect but not CGVector, so a screen
// that passes one (a drag's velocity, a shadow's offset) would not compile on Linux.
#if !canImport(Darwin)
  /// A two-dimensional vector, as Apple platforms declare it.
  ///
  /// ```swift
  /// let velocity = CGVector(dx: 120, dy: -40)
  /// let still = CGVector.zero
  /// ```
  public struct CGVector: Hashable, Codable, Sendable, CustomDebugStringConvertible {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// A vector whose components are both zero.
    public init() { self.init(dx: 0 as CGFloat, dy: 0 as CGFloat) }

    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector() }

    public var debugDescription: String { "(\(dx), \(dy))" }

    // An unkeyed pair, as Apple's overlay and corelibs' CGPoint encode theirs, so archives match.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      let dx = try container.decode(CGFloat.self)
      let dy = try container.decode(CGFloat.self)
      self.init(dx: dx, dy: dy)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      try container.encode(dx)
      try container.encode(dy)
    }
  }
#endif
