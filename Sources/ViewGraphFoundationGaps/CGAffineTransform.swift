import Foundation

// CoreGraphics' affine transform, which SwiftUI re-exports and `Path.applying(_:)` takes.
// Apple platforms have CoreGraphics' own (through Foundation); Linux has no CoreGraphics, so
// ViewGraph declares the same value there.
#if !canImport(CoreGraphics)
  /// A 2-D affine transform: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
  public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    public static let identity = CGAffineTransform()

    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    public init(rotationAngle angle: CGFloat) {
      let cosine = CGFloat(cos(Double(angle)))
      let sine = CGFloat(sin(Double(angle)))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
  }

  extension CGPoint {
    /// The point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }
#endif
