import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// What every harness created inside a test or suite starts from, set with the
/// `.stateHarness(…)` trait (``StateHarnessTrait``). An argument given to a harness itself
/// overrides it.
///
/// ```swift
/// @Suite(.stateHarness(stateInitialization: .lazy, runtimeWarnings: .collect))
/// @MainActor struct SettingsRules {
///   @Test func ownsItsStore() {
///     ParentHarness { SettingsScreen() }.expectStateOwnsTheModel(of: SettingsStore.self)  // lazy, collecting
///   }
/// }
/// ```
public struct HarnessConfiguration: Sendable, Equatable {
  /// Whether runtime warnings fail the test; `nil` keeps the harness's default (`.recordIssue`).
  public var runtimeWarnings: RuntimeWarningHandling?
  /// Which generation of `@State` to model; `nil` keeps the default (`.eager`).
  public var stateInitialization: StateInitialization?
  /// The size a `GeometryReader` reports; `nil` keeps 390 × 844.
  public var containerSize: CGSize?
  /// What a failure attaches to the test's report.
  public var attachments: FailureAttachments
  /// What every harness must have finished with when the test ends.
  public var endOfTest: EndOfTestChecks
  /// How long ``Harness/settle(timeout:sourceLocation:)`` waits when the call gives no
  /// timeout; nil for its default, 5 seconds.
  public var settleTimeout: Duration?
  /// What a harness does with `UserDefaults.standard` when it is created; nil for the
  /// default, ``StandardDefaultsHandling/fresh``.
  public var standardDefaults: StandardDefaultsHandling?
  /// Whether the app's folders (`Documents`, `Library`, `tmp`) are the test's own; nil for
  /// the default, ``AppFoldersHandling/fresh``.
  public var appFolders: AppFoldersHandling?

  public init(
    runtimeWarnings: RuntimeWarningHandling? = nil, stateInitialization: StateInitialization? = nil,
    containerSize: CGSize? = nil, attachments: FailureAttachments = .onFailure,
    endOfTest: EndOfTestChecks = [], settleTimeout: Duration? = nil,
    standardDefaults: StandardDefaultsHandling? = nil, appFolders: AppFoldersHandling? = nil
  ) {
    self.standardDefaults = standardDefaults
    self.appFolders = appFolders
    self.endOfTest = endOfTest
    self.settleTimeout = settleTimeout
    self.runtimeWarnings = runtimeWarnings
    self.stateInitialization = stateInitialization
    self.containerSize = containerSize
    self.attachments = attachments
  }

  /// `given`, else the trait's, else `.eager`.
  static func stateInitialization(_ given: StateInitialization?) -> StateInitialization {
    given ?? current.stateInitialization ?? .eager
  }

  /// `given`, else the trait's, else `.recordIssue`.
  static func settleTimeout(_ given: Duration?) -> Duration {
    given ?? current.settleTimeout ?? .seconds(5)
  }

  static func runtimeWarnings(_ given: RuntimeWarningHandling?) -> RuntimeWarningHandling {
    given ?? current.runtimeWarnings ?? .recordIssue
  }

  /// The configuration of the test running now: the innermost trait's, else the defaults.
  @TaskLocal public static var current = HarnessConfiguration()

  /// Whether a harness failure attaches the ownership map, the outline and the warnings.
  public enum FailureAttachments: Sendable, Equatable {
    /// Attach them to every failure of a harness (the default).
    case onFailure
    /// Attach nothing.
    case never
  }
}
