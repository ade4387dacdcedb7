import Foundation
import Testing
@_spi(Inspection) import ViewGraph

extension ParentHarness where Content == AnyView {
  /// Mounts an app as SwiftUI runs it: the app is the root of the tree, and its first
  /// window's content (its first `WindowGroup` or `Window`) is the screen below it (S62).
  ///
  /// What the harness reaches:
  /// - The app's `@State` and `@StateObject` are installed in the app's node and live as
  ///   long as the harness. ``Harness/installed(_:sourceLocation:)`` and the rules
  ///   (``Harness/expectStateOwnsTheModel(of:reRenders:sourceLocation:)``,
  ///   ``Harness/expectBindableShares(of:in:sourceLocation:)``…) look in the app first,
  ///   then in the window's root view when the app holds no value of the type asked for.
  /// - ``Harness/reRender(sourceLocation:)`` re-evaluates the app's `body`: the window's
  ///   content closure runs again, so a model made there or in a `let` of the screen is a
  ///   new instance, while the app's `@State`/`@StateObject` are kept (S74).
  /// - The app's `body` also runs again when state it read changes, including a write
  ///   made in a screen to a model the app injected (S74);
  ///   `harness.bodyEvaluations(of: SettingsApp.self)` counts its evaluations.
  /// - ``Harness/ownershipMap(values:sourceLocation:)`` and
  ///   ``Harness/auditOwnership(suppressing:expensiveConstruction:sourceLocation:)`` show
  ///   the app as the root view, named after its type, owning its storage; the
  ///   `.environment`/`.environmentObject` injections on its scenes are set by the app.
  ///
  /// Only the first window is mounted: `Settings`, `MenuBarExtra` and further windows
  /// type-check, and scene modifiers other than environment injections are recorded.
  ///
  /// ```swift
  /// @MainActor @Test func appOwnsTheStore() {
  ///   let harness = ParentHarness(app: SettingsApp())
  ///   #expect(harness.installed(SettingsStore.self) != nil)
  ///   harness.expectStateOwnsTheModel(of: SettingsStore.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - app: The app, made once, as the system makes it. Its `@State` initial values ran
  ///     when it was made, outside the harness's `stateInitialization` mode; pass the
  ///     type (`ParentHarness(app: SettingsApp.self)`) to make it in that mode.
  ///   - stateInitialization: When `@State` initial values are evaluated (S4).
  ///   - runtimeWarnings: Whether runtime warnings fail the test (the default) or are
  ///     collected in ``Harness/runtimeWarnings``.
  ///   - sourceLocation: Where warnings raised while mounting are reported.
  public convenience init<A: App>(
    app: A, stateInitialization: StateInitialization? = nil,
    runtimeWarnings: RuntimeWarningHandling? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.init(
      root: { AppRoot(app) }, stateInitialization: stateInitialization,
      runtimeWarnings: runtimeWarnings, sourceLocation: sourceLocation)
  }

  /// Makes an app with `A()`, as the system does, in the harness's `@State` mode, and
  /// mounts it as `ParentHarness(app: A())` does.
  ///
  /// ```swift
  /// let harness = ParentHarness(app: SettingsApp.self, stateInitialization: .lazy)
  /// ```
  public convenience init<A: App>(
    app: A.Type, stateInitialization: StateInitialization? = nil,
    runtimeWarnings: RuntimeWarningHandling? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.init(
      root: { AppRoot(A()) }, stateInitialization: stateInitialization,
      runtimeWarnings: runtimeWarnings, sourceLocation: sourceLocation)
  }
}

extension View {
  /// The size a `GeometryReader` below reports (ViewGraph does no layout; the default is
  /// 390 × 844 points, an iPhone in portrait).
  ///
  /// ```swift
  /// let harness = ParentHarness { AdaptiveGrid().harnessContainerSize(CGSize(width: 1024, height: 768)) }
  /// ```
  public func harnessContainerSize(_ size: CGSize) -> some View {
    transformEnvironment(\.containerSize) { $0 = size }
  }
}
