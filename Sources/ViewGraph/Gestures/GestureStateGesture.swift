import Foundation

/// A gesture that updates a `@GestureState` as its base gesture changes, and resets the
/// state when the gesture ends: what `updating(_:body:)` returns, as SwiftUI names it (S250).
///
/// ```swift
/// @GestureState private var offset = CGSize.zero
/// let drag: GestureStateGesture<DragGesture, CGSize> =
///   DragGesture().updating($offset) { value, state, _ in state = value.translation }
/// ```
public struct GestureStateGesture<Base: Gesture, State> {
  /// The gesture whose changes update the state.
  public var base: Base
  /// The state the gesture updates.
  public var state: GestureState<State>
  /// Run at each change of the base gesture, with the state to update.
  let update: (Base.Value, inout State, inout Transaction) -> Void

  /// A gesture that runs `body` at each change of `base`, to update `state`.
  public init(
    base: Base, state: GestureState<State>,
    body: @escaping (Base.Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.update = body
  }
}

extension GestureStateGesture: Gesture, DrivableGesture {
  public typealias Value = Base.Value
  public var body: Never { primitiveGestureBody(Self.self) }

  var actions: GestureActions {
    let state = state
    let update = update
    return base.gestureActions.addingContinuous(
      Base.Value.self,
      changed: { value in state.change { current, transaction in update(value, &current, &transaction) } },
      ended: { _ in state.reset() })
  }
}
