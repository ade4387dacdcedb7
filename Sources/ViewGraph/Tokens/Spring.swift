import Foundation

/// A spring's description, as `Animation.spring(_:)`, `SpringKeyframe` and
/// `withAnimation(.spring(Spring.snappy))` take it. ViewGraph does not animate: the values
/// are kept so code that reads them (`spring.duration`) gets what it set.
///
/// ```swift
/// SpringKeyframe(1.2, duration: 0.3, spring: Spring(duration: 0.3, bounce: 0.4))
/// ```
public struct Spring: Hashable, Sendable {
  /// The perceptual duration, in seconds.
  public var duration: TimeInterval
  /// How bouncy the spring is: 0 for none, negative for overdamped.
  public var bounce: Double

  /// A spring of the given perceptual `duration` and `bounce`.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    self.duration = duration
    self.bounce = bounce
  }

  /// A spring of the given `response` and `dampingRatio`, as UIKit describes springs.
  public init(response: Double, dampingRatio: Double) {
    self.init(duration: response, bounce: 1 - dampingRatio)
  }

  /// A spring from physical parameters.
  public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let response = 2 * Double.pi * (mass / stiffness).squareRoot()
    let ratio = damping / (2 * (stiffness * mass).squareRoot())
    self.init(response: response, dampingRatio: allowOverDamping ? ratio : min(ratio, 1))
  }

  /// The response, as UIKit describes springs.
  public var response: Double { duration }
  /// The damping ratio, as UIKit describes springs.
  public var dampingRatio: Double { 1 - bounce }

  public static var smooth: Spring { Spring() }
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  public static var snappy: Spring { Spring(bounce: 0.15) }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  public static var bouncy: Spring { Spring(bounce: 0.3) }
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

extension Animation {
  /// An animation along `spring` (ViewGraph applies changes at once).
  ///
  /// ```swift
  /// withAnimation(.spring(.bouncy)) { isExpanded.toggle() }
  /// ```
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation { .spring }

  /// An interpolating animation along `spring`.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
    .spring
  }
}
