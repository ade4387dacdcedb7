import Foundation

/// A drag or a pinch in progress, as a test drives it: each change runs the gesture's
/// `updating` and `onChanged` actions with the new value, and the end resets its
/// `@GestureState`s and runs `onEnded` (S250).
///
/// ```swift
/// if let drag = node.continuousGestures.first(where: { $0.kind == .drag }) {
///   drag.change(.drag(translation: CGSize(width: 40, height: 0)))
///   drag.end(.drag(translation: CGSize(width: 40, height: 0)))
/// }
/// ```
@_spi(Inspection)
@MainActor
public struct ContinuousGesture {
  /// What a user does to drive it.
  public enum Kind: String, Sendable, CaseIterable {
    case drag, magnify
  }

  /// Where the gesture is: a drag's translation from where it started, or a pinch's
  /// magnification (1 is none).
  public enum Input: Sendable {
    case drag(translation: CGSize, startLocation: CGPoint = .zero)
    case magnify(CGFloat)

    var kind: Kind {
      switch self {
      case .drag: .drag
      case .magnify: .magnify
      }
    }
  }

  public let kind: Kind
  var changed: [(Input) -> Void] = []
  var ended: [(Input) -> Void] = []

  /// Runs the actions of a change of the gesture's value.
  public func change(_ input: Input) { for action in changed { action(input) } }
  /// Runs the actions of the gesture's end, with its last value.
  public func end(_ input: Input) { for action in ended { action(input) } }
}

extension ContinuousGesture.Input {
  /// The gesture's value as `Value`, the type its actions take: a `DragGesture.Value`,
  /// a `MagnifyGesture.Value`, or a `MagnificationGesture`'s `CGFloat`; nil for another.
  func value<Value>(as _: Value.Type) -> Value? {
    let now = Date()
    switch self {
    case .drag(let translation, let start):
      let location = CGPoint(x: start.x + translation.width, y: start.y + translation.height)
      return DragGesture.Value(time: now, location: location, startLocation: start, velocity: .zero) as? Value
    case .magnify(let magnification):
      if Value.self == CGFloat.self { return magnification as? Value }
      return MagnifyGesture.Value(
        time: now, magnification: magnification, velocity: 0, startAnchor: .center, startLocation: .zero)
        as? Value
    }
  }
}

extension GestureActions {
  /// These actions, with `changed` and `ended` added to each drag or pinch in them, for
  /// a gesture whose value is `Value`.
  @MainActor func addingContinuous<Value>(
    _: Value.Type, changed: ((Value) -> Void)? = nil, ended: ((Value) -> Void)? = nil
  ) -> GestureActions {
    var actions = self
    actions.continuous = continuous.map { gesture in
      var gesture = gesture
      if let changed {
        gesture.changed.append { input in input.value(as: Value.self).map(changed) }
      }
      if let ended {
        gesture.ended.append { input in input.value(as: Value.self).map(ended) }
      }
      return gesture
    }
    return actions
  }
}

@_spi(Inspection)
extension Node {
  /// The drags and pinches attached to this view with `.gesture(_:)` and its relatives,
  /// which a test can drive.
  public var continuousGestures: [ContinuousGesture] {
    (value as? any GestureCarrying)?.gestureActions.continuous ?? []
  }
}
