// A stand-in for Apple's CoreGraphics, for scripts/check-apple-branches only: what ViewGraph
// uses under `canImport(CoreGraphics)` beyond the CGFloat/CGPoint/CGSize/CGRect that Foundation
// has on Linux too, with the signatures Apple documents. Never run: bodies trap.
import Foundation

public struct CGAffineTransform: Equatable, Codable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat
  public init() { fatalError("stand-in") }
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    fatalError("stand-in")
  }
  public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError("stand-in") }
  public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError("stand-in") }
  public init(rotationAngle angle: CGFloat) { fatalError("stand-in") }
  public static var identity: CGAffineTransform { fatalError("stand-in") }
  public var isIdentity: Bool { fatalError("stand-in") }
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError("stand-in") }
  public func inverted() -> CGAffineTransform { fatalError("stand-in") }
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError("stand-in") }
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError("stand-in") }
  public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError("stand-in") }
}

extension CGPoint {
  public func applying(_ t: CGAffineTransform) -> CGPoint { fatalError("stand-in") }
}

extension CGSize {
  public func applying(_ t: CGAffineTransform) -> CGSize { fatalError("stand-in") }
}

extension CGRect {
  public func applying(_ t: CGAffineTransform) -> CGRect { fatalError("stand-in") }
}

public struct CGVector: Equatable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init(dx: CGFloat, dy: CGFloat) { fatalError("stand-in") }
}

public final class CGColor: Hashable, @unchecked Sendable {
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
  public init(gray: CGFloat, alpha: CGFloat) { fatalError() }
  public var components: [CGFloat]? { fatalError() }
  public var numberOfComponents: Int { fatalError() }
  public var alpha: CGFloat { fatalError() }
  public func copy(alpha: CGFloat) -> CGColor? { fatalError() }
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
}

// A bitmap image (`ImageRenderer.cgImage`): only its name is used here.
public final class CGImage: Hashable, @unchecked Sendable {
  public var width: Int { fatalError() }
  public var height: Int { fatalError() }
  public static func == (lhs: CGImage, rhs: CGImage) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
}
