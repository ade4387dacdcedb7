/// Plays keyframes over a value and shows content for it (SwiftUI). Animation is not run
/// here: the content shows `initialValue`, where a triggered animator rests and where a
/// repeating one starts.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: likes) { scale in
///   Image(systemName: "heart.fill").scaleEffect(scale)
/// } keyframes: { _ in
///   SpringKeyframe(1.3, duration: 0.2)
///   SpringKeyframe(1.0, duration: 0.2)
/// }
/// ```
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>
where KeyframePath.Value == Value {
  let value: Value
  let content: (Value) -> Content

  /// Plays `keyframes` once each time `trigger` changes.
  public init(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    value = initialValue
    self.content = content
  }

  /// Plays `keyframes` continuously, or once when `repeating` is false.
  public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    value = initialValue
    self.content = content
  }
}

extension KeyframeAnimator: View, BuiltInCompositeView {
  public var body: Content { content(value) }
}

extension View {
  /// Applies `content`'s effects to this view for a value played through `keyframes`
  /// each time `trigger` changes (the initial value is shown here).
  ///
  /// ```swift
  /// Text("Saved").keyframeAnimator(initialValue: 1.0, trigger: saves) { view, scale in
  ///   view.scaleEffect(scale)
  /// } keyframes: { _ in
  ///   CubicKeyframe(1.2, duration: 0.15)
  ///   CubicKeyframe(1.0, duration: 0.15)
  /// }
  /// ```
  nonisolated public func keyframeAnimator<Value, Modified: View, KeyframePath: Keyframes>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) -> KeyframeAnimator<Value, KeyframePath, Modified> where KeyframePath.Value == Value {
    let view = self
    return KeyframeAnimator(
      initialValue: initialValue, trigger: trigger,
      content: {
        content(PlaceholderContentView(content: AnyView(view)), $0)
      }, keyframes: keyframes)
  }

  /// Applies `content`'s effects to this view for a value played through `keyframes`
  /// continuously, or once when `repeating` is false (the initial value is shown here).
  nonisolated public func keyframeAnimator<Value, Modified: View, KeyframePath: Keyframes>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) -> KeyframeAnimator<Value, KeyframePath, Modified> where KeyframePath.Value == Value {
    let view = self
    return KeyframeAnimator(
      initialValue: initialValue, repeating: repeating,
      content: {
        content(PlaceholderContentView(content: AnyView(view)), $0)
      }, keyframes: keyframes)
  }
}
