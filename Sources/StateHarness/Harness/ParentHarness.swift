import Testing
@_spi(Inspection) import ViewGraph

/// Mounts a view as the body of a parent you control, so a test can do to it what
/// SwiftUI does: re-render the parent, tap, type, change models, and then ask what is
/// mounted and who owns what.
///
/// ```swift
/// @MainActor @Test func storeSurvivesParentReRenders() {
///   let harness = ParentHarness { SettingsScreen() }
///   let first = harness.installed(SettingsStore.self)
///   harness.reRender()
///   #expect(harness.installed(SettingsStore.self) === first)
/// }
/// ```
@MainActor
public final class ParentHarness<Content: View>: Harness {
  /// Mounts the view `body` returns; `body` is the parent's body and runs again on every
  /// ``Harness/reRender(sourceLocation:)``.
  ///
  /// - Parameters:
  ///   - stateInitialization: `.eager` (Xcode 26 and earlier, the default) evaluates
  ///     `@State` initial values on every struct init; `.lazy` (Xcode 27) once per identity.
  ///     `nil` takes the setting of the `.stateHarness(…)` trait (``StateHarnessTrait``),
  ///     else `.eager`.
  ///   - runtimeWarnings: Whether runtime warnings fail the test (the default) or are
  ///     collected in ``Harness/runtimeWarnings``; `nil` takes the trait's setting.
  ///   - sourceLocation: Where warnings raised while mounting are reported.
  ///   - body: The parent's body.
  public init(
    stateInitialization: StateInitialization? = nil,
    runtimeWarnings: RuntimeWarningHandling? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    @ViewBuilder _ body: @escaping @MainActor () -> Content
  ) {
    let stateInitialization = HarnessConfiguration.stateInitialization(stateInitialization)
    super.init(
      host: { sink, environment in
        ViewHost(
          HarnessRoot(content: body), stateInitialization: stateInitialization, environment: environment,
          warningHandler: { [weak sink] in sink?.receive($0) })
      },
      runtimeWarnings: runtimeWarnings, sourceLocation: sourceLocation)
  }

  /// Mounts a preview's body under a root that the audit does not re-run: Xcode runs a
  /// `#Preview` body once, and nothing it reads changes, so a model it passes in is made
  /// once (S232). ``Harness/reRender(sourceLocation:)`` still runs it again on request.
  init(
    previewBody body: @escaping @MainActor () -> Content, stateInitialization: StateInitialization?,
    runtimeWarnings: RuntimeWarningHandling?, sourceLocation: SourceLocation
  ) {
    let stateInitialization = HarnessConfiguration.stateInitialization(stateInitialization)
    super.init(
      host: { sink, environment in
        ViewHost(
          HarnessRoot(content: body, runsOnce: true), stateInitialization: stateInitialization,
          environment: environment, warningHandler: { [weak sink] in sink?.receive($0) })
      },
      runtimeWarnings: runtimeWarnings, sourceLocation: sourceLocation)
  }

  /// Mounts the view `makeRoot` returns as the graph's root, with no parent around it:
  /// ``Harness/reRender(sourceLocation:)`` re-evaluates that view's own body. `makeRoot`
  /// runs once, in the host's `@State` mode.
  init<Root: View>(
    root makeRoot: @MainActor () -> Root, stateInitialization: StateInitialization?,
    runtimeWarnings: RuntimeWarningHandling?, sourceLocation: SourceLocation
  ) {
    let stateInitialization = HarnessConfiguration.stateInitialization(stateInitialization)
    super.init(
      host: { sink, environment in
        ViewHost(
          StateInitialization.$current.withValue(stateInitialization) { makeRoot() },
          stateInitialization: stateInitialization, environment: environment,
          warningHandler: { [weak sink] in sink?.receive($0) })
      },
      runtimeWarnings: runtimeWarnings, sourceLocation: sourceLocation)
  }
}

/// The parent a ``ParentHarness`` mounts its view under: its body is the test's closure.
struct HarnessRoot<Content: View>: View, _GraphInternalView, RootRunningOnce {
  let content: @MainActor () -> Content
  /// True for a preview's body, which only a test's explicit re-render runs again.
  var runsOnce = false
  var body: Content { content() }
}

/// A harness root whose body nothing re-runs in the app (a `#Preview`'s), so the audit's
/// re-render leaves it be (S232).
protocol RootRunningOnce {
  var runsOnce: Bool { get }
}
