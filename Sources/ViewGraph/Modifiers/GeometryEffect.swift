import Foundation

/// An effect that moves, scales or rotates a view as it draws, usually animated through its
/// `animatableData` (recorded: ViewGraph draws nothing, so the effect's transform is never
/// applied; the view and its content mount as they are).
///
/// ```swift
/// struct Shake: GeometryEffect {
///   var animatableData: CGFloat
///   func effectValue(size: CGSize) -> ProjectionTransform {
///     ProjectionTransform(CGAffineTransform(translationX: 4 * sin(animatableData * .pi * 2), y: 0))
///   }
/// }
/// Text("Wrong password").modifier(Shake(animatableData: attempts))
/// ```
public protocol GeometryEffect: Animatable, ViewModifier {
  /// The transform the effect applies for a view of `size`.
  nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// The content as it is: the effect's transform is not drawn here.
  public func body(content: Content) -> Content { content }
}

/// A 3×3 projective transform, as a geometry effect returns it.
public struct ProjectionTransform: Equatable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  /// The identity transform.
  public init() {}

  /// The projective form of an affine transform.
  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether the transform is affine (its last column is 0, 0, 1).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// This transform followed by `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    var r = ProjectionTransform()
    r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
    r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
    r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
    r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
    r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
    r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
    r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
    r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
    r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
    return r
  }
}

extension View {
  /// Applies a projective transform as the view draws (recorded).
  ///
  /// ```swift
  /// Text("Tilted").projectionEffect(ProjectionTransform(CGAffineTransform(rotationAngle: 0.2)))
  /// ```
  nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("projectionEffect", transform)
  }
}
