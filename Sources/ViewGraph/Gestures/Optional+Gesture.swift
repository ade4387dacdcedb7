/// An optional gesture: a gesture when it holds one, no gesture when nil (SwiftUI's
/// `Optional: Gesture`). A tap on it runs the wrapped gesture's actions, if any.
///
/// ```swift
/// var drag: _EndedGesture<DragGesture>? = isEditable ? DragGesture().onEnded { _ in } : nil
/// Rectangle().gesture(drag)
/// ```
extension Optional: Gesture where Wrapped: Gesture {
  public typealias Value = Wrapped.Value
  public var body: Never { primitiveGestureBody(Self.self) }
}

extension Optional: DrivableGesture where Wrapped: Gesture {
  var actions: GestureActions { self?.gestureActions ?? GestureActions() }
}
