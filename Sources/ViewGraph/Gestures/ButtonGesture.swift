/// The gesture behind `_onButtonGesture(pressing:perform:)`, as a value: custom menu and
/// button styles attach it with `.gesture(_:)`. A test taps the view: the press begins, the
/// action runs, the press ends.
///
/// ```swift
/// configuration.label.gesture(_ButtonGesture { open() } pressing: { isPressed = $0 })
/// ```
public struct _ButtonGesture {
  public var action: () -> Void
  public var pressingAction: ((Bool) -> Void)?

  public init(action: @escaping () -> Void, pressing: ((Bool) -> Void)? = nil) {
    self.action = action
    pressingAction = pressing
  }
}

extension _ButtonGesture: Gesture, DrivableGesture {
  public typealias Value = Void
  public var body: Never { primitiveGestureBody(Self.self) }
  var actions: GestureActions {
    GestureActions(tap: { [action, pressingAction] in
      pressingAction?(true)
      action()
      pressingAction?(false)
    })
  }
}
