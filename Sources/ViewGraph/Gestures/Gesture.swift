import Foundation

/// A user gesture. A test drives taps and long presses (a probe's `tap()` and
/// `longPress()`), drags and pinches (`drag(by:)`, `magnify(by:)`, S250); rotations
/// type-check and never fire.
///
/// ```swift
/// Circle().gesture(TapGesture(count: 2).onEnded { isLiked.toggle() })
/// ```
@MainActor @preconcurrency
public protocol Gesture<Value> {
  associatedtype Value
  associatedtype Body: Gesture
  var body: Self.Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

func primitiveGestureBody<G>(_: G.Type) -> Never {
  fatalError("\(G.self) is a primitive gesture.")
}

/// What a test can do to a gesture: the actions a tap and a long press run, and the
/// drags and pinches it can perform (S250).
struct GestureActions {
  var tap: (() -> Void)?
  var longPress: (() -> Void)?
  var continuous: [ContinuousGesture] = []

  func merged(with other: GestureActions) -> GestureActions {
    GestureActions(
      tap: Self.both(tap, other.tap), longPress: Self.both(longPress, other.longPress),
      continuous: continuous + other.continuous)
  }

  private static func both(_ a: (() -> Void)?, _ b: (() -> Void)?) -> (() -> Void)? {
    guard let a else { return b }
    guard let b else { return a }
    return {
      a()
      b()
    }
  }
}

extension Gesture {
  /// The actions a test drives: a primitive gesture's own, else its body's.
  @MainActor var gestureActions: GestureActions {
    if let drivable = self as? any DrivableGesture { return drivable.actions }
    if Body.self == Never.self { return GestureActions() }
    return body.gestureActions
  }

  /// Runs `action` when the gesture ends (a tap, a completed long press).
  /// Nonisolated, as SwiftUI declares it: a gesture built off the main actor takes its action.
  nonisolated public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(base: self, action: action)
  }

  /// Runs `action` each time the gesture's value changes: a drag's or a pinch's, as a
  /// test drives it with `drag(by:)` or `magnify(by:)` (S250).
  @preconcurrency public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(base: self, changed: action)
  }

  /// Updates a `@GestureState` each time the gesture's value changes; the state resets to
  /// its initial value when the gesture ends (S250).
  @preconcurrency public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }

  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

/// Gestures that know what a tap or a long press runs.
@MainActor
protocol DrivableGesture {
  var actions: GestureActions { get }
}

/// A gesture with an `onEnded` action.
public struct _EndedGesture<Base: Gesture> {
  let base: Base
  let action: (Base.Value) -> Void
}

extension _EndedGesture: Gesture, DrivableGesture {
  public typealias Value = Base.Value
  public var body: Never { primitiveGestureBody(Self.self) }

  var actions: GestureActions {
    var actions = base.gestureActions
    let action = action
    // A tap ends with `()` (a spatial one at the origin), a long press with `true`: what each
    // gesture's value is then.
    if Base.self == TapGesture.self, let value = () as? Base.Value {
      actions = actions.merged(with: GestureActions(tap: { action(value) }))
    }
    if Base.self == SpatialTapGesture.self,
      let value = SpatialTapGesture.Value(location: .zero) as? Base.Value
    {
      actions = actions.merged(with: GestureActions(tap: { action(value) }))
    }
    if Base.self == LongPressGesture.self, let value = true as? Base.Value {
      actions = actions.merged(with: GestureActions(longPress: { action(value) }))
    }
    // A drag or a pinch ends with its last value (S250).
    return actions.addingContinuous(Base.Value.self, ended: action)
  }
}

/// A gesture with an `onChanged` or `updating` action: run at each change of a drag or a
/// pinch (S250).
public struct _ChangedGesture<Base: Gesture> {
  let base: Base
  var changed: ((Base.Value) -> Void)? = nil
  /// What `updating` does when the gesture ends: reset its state.
  var ended: ((Base.Value) -> Void)? = nil
}

extension _ChangedGesture: Gesture, DrivableGesture {
  public typealias Value = Base.Value
  public var body: Never { primitiveGestureBody(Self.self) }
  var actions: GestureActions {
    base.gestureActions.addingContinuous(Base.Value.self, changed: changed, ended: ended)
  }
}

/// Two gestures recognised together; a tap or long press drives both.
public struct SimultaneousGesture<First: Gesture, Second: Gesture> {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The values of the two gestures; either may not have started.
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
}

extension SimultaneousGesture: Gesture, DrivableGesture {
  public var body: Never { primitiveGestureBody(Self.self) }
  var actions: GestureActions { first.gestureActions.merged(with: second.gestureActions) }
}

/// A gesture that starts when another ends; a tap or long press drives both, in order.
public struct SequenceGesture<First: Gesture, Second: Gesture> {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The first gesture's value, then both.
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }
}

extension SequenceGesture: Gesture, DrivableGesture {
  public var body: Never { primitiveGestureBody(Self.self) }
  var actions: GestureActions { first.gestureActions.merged(with: second.gestureActions) }
}

/// The first of two gestures that succeeds; a tap or long press drives the first that
/// has an action for it.
public struct ExclusiveGesture<First: Gesture, Second: Gesture> {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// Which gesture succeeded.
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }
}

extension ExclusiveGesture: Gesture, DrivableGesture {
  public var body: Never { primitiveGestureBody(Self.self) }
  var actions: GestureActions {
    let first = first.gestureActions
    let second = second.gestureActions
    return GestureActions(
      tap: first.tap ?? second.tap, longPress: first.longPress ?? second.longPress,
      continuous: first.continuous + second.continuous)
  }
}

/// Which gestures a view's subviews keep (recorded).
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}
