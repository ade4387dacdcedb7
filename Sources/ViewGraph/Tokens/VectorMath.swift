import Foundation

/// Vector arithmetic on an animatable value through its `animatableData`, as SwiftUI's
/// interface declares it for `EdgeInsets` (S365): `-insets` negates every edge, `a + b` adds
/// edge by edge, `insets * 2` scales. Underscored in SwiftUI too; apps meet it through these
/// operators (Ice's `.contentMargins(.all, -contentPadding, for: .scrollIndicators)`).
///
/// The members are main-actor isolated, as ViewGraph's `Animatable.animatableData` is; SwiftUI's
/// are nonisolated. A view's body, where apps use them, is on the main actor.
///
/// ```swift
/// let outset = -EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
/// ```
public protocol _VectorMath: Animatable {}

extension _VectorMath {
  /// The length of the value's animatable data.
  @MainActor @preconcurrency public var magnitude: Double { animatableData.magnitudeSquared.squareRoot() }

  /// Replaces the value by its opposite.
  @MainActor @preconcurrency public mutating func negate() { animatableData = .zero - animatableData }

  /// The value's opposite.
  @MainActor @preconcurrency public static prefix func - (operand: Self) -> Self {
    var result = operand
    result.negate()
    return result
  }

  @MainActor @preconcurrency public static func += (lhs: inout Self, rhs: Self) {
    lhs.animatableData = lhs.animatableData + rhs.animatableData
  }

  @MainActor @preconcurrency public static func + (lhs: Self, rhs: Self) -> Self {
    var result = lhs
    result += rhs
    return result
  }

  @MainActor @preconcurrency public static func -= (lhs: inout Self, rhs: Self) {
    lhs.animatableData = lhs.animatableData - rhs.animatableData
  }

  @MainActor @preconcurrency public static func - (lhs: Self, rhs: Self) -> Self {
    var result = lhs
    result -= rhs
    return result
  }

  @MainActor @preconcurrency public static func *= (lhs: inout Self, rhs: Double) {
    lhs.animatableData.scale(by: rhs)
  }

  @MainActor @preconcurrency public static func * (lhs: Self, rhs: Double) -> Self {
    var result = lhs
    result *= rhs
    return result
  }

  @MainActor @preconcurrency public static func /= (lhs: inout Self, rhs: Double) { lhs *= 1 / rhs }

  @MainActor @preconcurrency public static func / (lhs: Self, rhs: Double) -> Self { lhs * (1 / rhs) }
}

/// Insets animate edge by edge, as SwiftUI's do: top, leading, bottom, trailing.
extension EdgeInsets: Animatable, _VectorMath {
  public nonisolated var animatableData:
    AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>
  {
    get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
    set {
      (top, leading) = (newValue.first, newValue.second.first)
      (bottom, trailing) = (newValue.second.second.first, newValue.second.second.second)
    }
  }
}
