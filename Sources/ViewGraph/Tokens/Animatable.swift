/// A type whose values SwiftUI interpolates during an animation. ViewGraph does not animate,
/// so `animatableData` is never read by it; the protocol is here so that shapes and modifiers
/// that declare it compile, and their own code may use it.
///
/// ```swift
/// struct Wave: Shape {
///   var phase: Double
///   var animatableData: Double { get { phase } set { phase = newValue } }
///   func path(in rect: CGRect) -> Path { … }
/// }
/// ```
public protocol Animatable {
  /// The data to interpolate.
  associatedtype AnimatableData: VectorArithmetic

  /// Main-actor isolated, as a view's own properties are: a shape or a modifier declaring
  /// it plainly (`var animatableData: Double { … }`) is main-actor isolated through its View
  /// conformance, and compiles in Swift 6 mode; a `nonisolated` one satisfies it too.
  @MainActor @preconcurrency var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animatable where Self: VectorArithmetic {
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

/// A value that can be added, subtracted and scaled: what an animation interpolates.
public protocol VectorArithmetic: AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value scaled by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var copy = self
    copy.scale(by: rhs)
    return copy
  }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together (`animatableData` of a shape with two parameters).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public static var zero: Self { Self(.zero, .zero) }
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// The animatable data of a type with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: Self { Self() }
  public static func + (lhs: Self, rhs: Self) -> Self { Self() }
  public static func - (lhs: Self, rhs: Self) -> Self { Self() }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

// The standard values SwiftUI animates: each is its own animatable data, so keyframe tracks
// (`KeyframeTrack(\.scale)`) and `Animatable` constraints accept them.
extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension CGPoint: Animatable {
  public nonisolated var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  public nonisolated var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}
