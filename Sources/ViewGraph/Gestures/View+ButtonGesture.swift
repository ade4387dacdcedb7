extension View {
  /// The gesture SwiftUI's own buttons use: `pressing` hears the press begin and end, and
  /// `perform` runs on release. Custom `PrimitiveButtonStyle`s call it to trigger the button
  /// and animate the pressed state. A test taps the view as any other: the press begins, the
  /// action runs, the press ends.
  ///
  /// ```swift
  /// configuration.label
  ///   ._onButtonGesture { isPressed = $0 } perform: { configuration.trigger() }
  /// ```
  nonisolated public func _onButtonGesture(
    pressing: ((Bool) -> Void)? = nil, perform: @escaping () -> Void
  ) -> some View {
    // Run on the main actor, as SwiftUI runs them (GestureModifiers.swift).
    nonisolated(unsafe) let pressing = pressing
    nonisolated(unsafe) let perform = perform
    return modifier(
      _GestureModifier {
        GestureActions(tap: {
          pressing?(true)
          perform()
          pressing?(false)
        })
      })
  }
}
