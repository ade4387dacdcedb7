import Foundation
import Testing
@_spi(Inspection) import ViewGraph

extension ParentHarness where Content == AnyView {
  /// Mounts an app's first window, from the app's own composition root: its `@State` and
  /// `@StateObject` models, and the `.environment`/`.environmentObject` injections on its
  /// `WindowGroup`, are what the screens below see.
  ///
  /// ```swift
  /// @MainActor @Test func appInjectsTheStore() {
  ///   let harness = ParentHarness(app: SettingsApp())
  ///   #expect(harness.installed(SettingsStore.self) != nil)
  /// }
  /// ```
  public convenience init<A: App>(
    app: A, stateInitialization: StateInitialization = .eager,
    runtimeWarnings: RuntimeWarningHandling = .recordIssue,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.init(
      stateInitialization: stateInitialization, runtimeWarnings: runtimeWarnings,
      sourceLocation: sourceLocation
    ) { AnyView(AppRoot(app)) }
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
