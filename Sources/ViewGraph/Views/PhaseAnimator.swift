/// Cycles its content through phases, animating each change (SwiftUI). Animation is not
/// run here: the content shows the first phase, where a triggered animator rests and
/// where a continuous one starts.
///
/// ```swift
/// PhaseAnimator([false, true]) { pulsing in
///   Image(systemName: "bird.fill").scaleEffect(pulsing ? 1.2 : 1)
/// }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View> {
  let phase: Phase?
  let content: (Phase) -> Content

  /// Runs through `phases` once each time `trigger` changes (shows the first phase here).
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    phase = phases.first { _ in true }
    self.content = content
  }

  /// Cycles through `phases` continuously (shows the first phase here).
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    phase = phases.first { _ in true }
    self.content = content
  }
}

extension PhaseAnimator: View, BuiltInCompositeView {
  public var body: Content? { phase.map(content) }
}

/// The view a `phaseAnimator` or `keyframeAnimator` modifier was applied to, passed to its
/// content closure to apply effects to.
///
/// ```swift
/// Text("New").phaseAnimator([1.0, 1.2]) { view, scale in view.scaleEffect(scale) }
/// ```
public struct PlaceholderContentView<Value> {
  let content: AnyView
}

extension PlaceholderContentView: View, BuiltInCompositeView {
  public var body: AnyView { content }
}

extension View {
  /// Applies `content`'s effects to this view over `phases`, run once each time `trigger`
  /// changes (the first phase is shown here).
  ///
  /// ```swift
  /// Image(systemName: "heart").phaseAnimator([1.0, 1.3], trigger: likes) { view, scale in
  ///   view.scaleEffect(scale)
  /// }
  /// ```
  nonisolated public func phaseAnimator<Phase: Equatable, Modified: View>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> PhaseAnimator<Phase, Modified> {
    let view = self
    return PhaseAnimator(phases, trigger: trigger) {
      content(PlaceholderContentView(content: AnyView(view)), $0)
    }
  }

  /// Applies `content`'s effects to this view over `phases`, cycled continuously (the
  /// first phase is shown here).
  ///
  /// ```swift
  /// crystal.phaseAnimator([false, true]) { view, shifted in
  ///   view.hueRotation(.degrees(shifted ? 420 : 0))
  /// } animation: { _ in .linear(duration: 3) }
  /// ```
  nonisolated public func phaseAnimator<Phase: Equatable, Modified: View>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> PhaseAnimator<Phase, Modified> {
    let view = self
    return PhaseAnimator(phases) { content(PlaceholderContentView(content: AnyView(view)), $0) }
  }
}
