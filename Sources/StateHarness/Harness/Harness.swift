import Testing
@_spi(Inspection) import ViewGraph
import ViewGraphSwiftData

/// What ``ParentHarness`` and ``EnvironmentHarness`` share: a mounted view tree and the
/// queries a test asks of it.
///
/// Every query first applies pending invalidations, so after a `tap()` or a direct write
/// to a model the next query sees the re-rendered tree; a test never calls an update
/// method. Everything is `@MainActor`, like SwiftUI's views.
///
/// ```swift
/// let harness = ParentHarness { SettingsScreen() }
/// harness.find(toggle: "Push notifications")?.tap()
/// #expect(harness.installed(SettingsStore.self)?.notificationsEnabled == false)
/// ```
@MainActor
public class Harness {
  /// The ViewGraph host the harness drives, for queries the harness does not offer.
  @_spi(Inspection) public let host: ViewHost
  let sink: WarningSink
  /// Whether a failure already attached this harness's state to the test's report.
  var hasAttachedFailureState = false
  /// Where the test tore the views down with ``unmount(sourceLocation:)``, once it has.
  var unmountedAt: SourceLocation?

  /// The `UserDefaults` that `@AppStorage` properties without a `store:` use below this
  /// harness: a fresh, empty suite per harness, so one test's settings never reach
  /// another. Seed it before mounting-dependent checks, or read what the screen wrote.
  ///
  /// ```swift
  /// harness.find(toggle: "Haptics")?.tap()
  /// #expect(harness.appStorage.bool(forKey: "hapticsEnabled") == false)
  /// ```
  public let appStorage: UserDefaults
  private let appStorageSuite: AppStorageSuite

  init(
    host make: (WarningSink, EnvironmentValues) -> ViewHost, runtimeWarnings: RuntimeWarningHandling?,
    sourceLocation: SourceLocation
  ) {
    let sink = WarningSink(
      handling: HarnessConfiguration.runtimeWarnings(runtimeWarnings), location: sourceLocation)
    let suite = AppStorageSuite()
    // What the app saved in the standard defaults in an earlier test is not this test's.
    if (HarnessConfiguration.current.standardDefaults ?? .fresh) == .fresh {
      StandardDefaultsHandling.emptyStandardDefaults()
    }
    // What an earlier test saved in a SwiftData store with a file is not this test's either
    // (installed at load already; again here in case a linker dropped the constructor).
    ModelStoreScoping.install()
    // Nor is a file it saved in the app's Documents, Library or tmp.
    AppFoldersHandling.applyForNewHarness()
    self.sink = sink
    self.appStorageSuite = suite
    self.appStorage = suite.defaults
    var environment = EnvironmentValues()
    environment.defaultAppStorage = suite.defaults
    if let size = HarnessConfiguration.current.containerSize { environment.containerSize = size }
    self.host = make(sink, environment)
    sink.harness = self
    HarnessRegistry.current?.add(self)
  }

  /// The runtime warnings raised while this harness worked, in order.
  public var runtimeWarnings: [RuntimeWarning] {
    warningsRead = sink.warnings.count
    return sink.warnings
  }

  /// How many warnings the test had read when it last asked (the end-of-test check).
  private var warningsRead = 0

  /// The warnings raised since the test last read ``runtimeWarnings``, when they are
  /// collected (recorded ones were reported already).
  func runtimeWarnings(unreadOnly: Bool) -> [RuntimeWarning] {
    guard sink.handling == .collect else { return [] }
    return Array(sink.warnings.dropFirst(unreadOnly ? warningsRead : 0))
  }

  /// Runs one harness operation: warnings it raises point at `sourceLocation`, and
  /// pending invalidations are applied first.
  func operation<T>(_ sourceLocation: SourceLocation, _ body: () -> T) -> T {
    let outer = sink.location
    sink.location = sourceLocation
    defer { sink.location = outer }
    return host.perform {
      host.update()
      return body()
    }
  }

  /// The views whose held values ``installed(_:sourceLocation:)`` and the rules read, in
  /// the order they are searched: the view the harness closure returned (the first view of
  /// the app below the harness root); for an app, the app and then its window's root view.
  var rootViewNodes: [Node] {
    guard let root = host.root.firstDescendant(where: \.isUserView) else { return [] }
    guard root.viewType is any _AppRootView.Type,
      let screen = root.firstDescendant(where: { $0 !== root && $0.isUserView })
    else { return [root] }
    return [root, screen]
  }

  // MARK: - Re-rendering

  /// Runs the parent's body again: the harness closure is called (for an app, the app's
  /// `body`) and its new value reconciled with the mounted tree. Owned storage (`@State`,
  /// `@StateObject`) is kept; plain `let` values are replaced by the new struct's;
  /// children whose inputs did not change are not re-evaluated (S37).
  ///
  /// ```swift
  /// harness.reRender()
  /// ```
  ///
  /// - Complexity: O(m) in the views whose inputs changed.
  public func reRender(sourceLocation: SourceLocation = #_sourceLocation) {
    guard !refused("reRender()", sourceLocation) else { return }
    operation(sourceLocation) {
      host.invalidate(host.root)
      host.update()
    }
  }
}
