import Foundation

/// A set of keyframe tracks over a value, as `keyframeAnimator` and `KeyframeAnimator` take
/// them. ViewGraph does not animate: content shows the initial value, where a triggered
/// animator rests, so keyframes are declared and never played.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///   SpringKeyframe(1.2, duration: 0.2)
///   CubicKeyframe(1.0, duration: 0.2)
/// }
/// ```
public protocol Keyframes<Value> {
  associatedtype Value = Body.Value
  associatedtype Body: Keyframes
  @KeyframesBuilder<Value> var body: Body { get }
}

// `@preconcurrency`: the witness for `Value` is `Never.Value`, declared with `Gesture`'s
// main-actor conformance; a type alias holds no state, so nothing can race.
extension Never: @preconcurrency Keyframes {}

extension Keyframes where Body == Never {
  public var body: Never { return fatalError("\(Self.self) has no body") }
}

/// The content of a keyframe track: keyframes, in order.
public protocol KeyframeTrackContent<Value> {
  associatedtype Value: Animatable = Body.Value
  associatedtype Body: KeyframeTrackContent
  @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

extension KeyframeTrackContent where Body == Self {
  public var body: Self { self }
}

/// Keyframes along one property of the animated value (or the value itself).
///
/// ```swift
/// KeyframeTrack(\.verticalOffset) { LinearKeyframe(-20, duration: 0.1) }
/// ```
// The track's own value is `TrackValue`: a generic parameter named `Value` would be taken for
// `Keyframes.Value`, which is the animated `Root` (what `KeyframesBuilder<Root>` accepts).
public struct KeyframeTrack<Root, TrackValue: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == TrackValue {
  public typealias Value = Root

  let content: Content

  /// Keyframes for the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, TrackValue>,
    @KeyframeTrackContentBuilder<TrackValue> content: () -> Content
  ) {
    self.content = content()
  }

  public var body: Never { return fatalError("KeyframeTrack has no body") }
}

extension KeyframeTrack where Root == TrackValue {
  /// Keyframes for the animated value itself.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
    self.content = content()
  }
}

extension KeyframeTrack {
  public typealias Body = Never
}

/// A keyframe interpolated in a straight line.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// The value at the end of the keyframe.
  public let to: Value
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) { self.to = to }
}

/// A keyframe animated along a spring.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// The value at the end of the keyframe.
  public let to: Value
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil
  ) {
    self.to = to
  }
}

/// A keyframe interpolated along a cubic curve.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// The value at the end of the keyframe.
  public let to: Value
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    self.to = to
  }
}

/// A keyframe that jumps to its value at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// The value the track jumps to.
  public let to: Value
  public init(_ to: Value) { self.to = to }
}

/// Keyframes declared in a builder: each keyframe is kept in order.
public struct _KeyframeTrackContentList<Value: Animatable>: KeyframeTrackContent {
  let count: Int
}

/// Several tracks declared in a builder.
public struct _KeyframesList<Value>: Keyframes {
  public typealias Body = Never
  let count: Int
  public var body: Never { return fatalError("_KeyframesList has no body") }
}

/// Builds the content of a `KeyframeTrack`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> K where K.Value == Value {
    keyframe
  }
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
    first
  }
  public static func buildPartialBlock<A: KeyframeTrackContent, N: KeyframeTrackContent>(
    accumulated: A, next: N
  ) -> _KeyframeTrackContentList<Value> where A.Value == Value, N.Value == Value {
    _KeyframeTrackContentList(count: 2)
  }
  public static func buildBlock() -> _KeyframeTrackContentList<Value> { _KeyframeTrackContentList(count: 0) }
  public static func buildArray<K: KeyframeTrackContent>(_ keyframes: [K]) -> _KeyframeTrackContentList<Value>
  where K.Value == Value {
    _KeyframeTrackContentList(count: keyframes.count)
  }
  public static func buildEither<K: KeyframeTrackContent>(first: K) -> _KeyframeTrackContentList<Value>
  where K.Value == Value {
    _KeyframeTrackContentList(count: 1)
  }
  public static func buildEither<K: KeyframeTrackContent>(second: K) -> _KeyframeTrackContentList<Value>
  where K.Value == Value {
    _KeyframeTrackContentList(count: 1)
  }
  public static func buildOptional<K: KeyframeTrackContent>(_ keyframe: K?) -> _KeyframeTrackContentList<
    Value
  >
  where K.Value == Value {
    _KeyframeTrackContentList(count: keyframe == nil ? 0 : 1)
  }
}

/// Builds the tracks of a `keyframeAnimator`.
@resultBuilder
public enum KeyframesBuilder<Value> {
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> K where K.Value == Value { keyframes }
  public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> K where K.Value == Value {
    keyframe
  }
  public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value { first }
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> _KeyframesList<Value>
  where K.Value == Value {
    _KeyframesList(count: 1)
  }
  public static func buildPartialBlock<A: Keyframes, N: Keyframes>(accumulated: A, next: N)
    -> _KeyframesList<Value>
  where A.Value == Value, N.Value == Value {
    _KeyframesList(count: 2)
  }
  public static func buildPartialBlock<A: Keyframes, N: KeyframeTrackContent>(accumulated: A, next: N)
    -> _KeyframesList<Value>
  where A.Value == Value, N.Value == Value {
    _KeyframesList(count: 2)
  }
  public static func buildBlock() -> _KeyframesList<Value> { _KeyframesList(count: 0) }
  public static func buildArray<K: Keyframes>(_ keyframes: [K]) -> _KeyframesList<Value>
  where K.Value == Value {
    _KeyframesList(count: keyframes.count)
  }
  public static func buildEither<K: Keyframes>(first: K) -> _KeyframesList<Value> where K.Value == Value {
    _KeyframesList(count: 1)
  }
  public static func buildEither<K: Keyframes>(second: K) -> _KeyframesList<Value> where K.Value == Value {
    _KeyframesList(count: 1)
  }
  public static func buildOptional<K: Keyframes>(_ keyframes: K?) -> _KeyframesList<Value>
  where K.Value == Value {
    _KeyframesList(count: keyframes == nil ? 0 : 1)
  }
}
