import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// Sets what every harness created in a test or suite starts from: a `TestScoping` trait,
/// so a suite states its configuration once instead of on every harness.
///
/// ```swift
/// @Suite(.stateHarness(runtimeWarnings: .collect))
/// @MainActor struct LoginRules {
///   @Test(arguments: StateInitialization.allCases)
///   func keepsItsModel(_ mode: StateInitialization) {
///     ParentHarness(stateInitialization: mode) { LoginScreen() }
///       .expectStateOwnsTheModel(of: LoginModel.self)
///   }
/// }
/// ```
///
/// On a suite it applies to every test inside, nested suites included; a trait on an inner
/// suite or test replaces the settings it names and keeps the others.
public struct StateHarnessTrait: TestTrait, SuiteTrait, TestScoping {
  let configuration: HarnessConfiguration
  /// Which settings this trait names; the others come from an enclosing trait.
  let names: Set<Setting>

  enum Setting: Hashable, Sendable {
    case runtimeWarnings, stateInitialization, containerSize, attachments, endOfTest, settleTimeout
    case standardDefaults, appFolders
  }

  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    // A suite's trait also runs around the suite itself; its tests get their own scope.
    var merged = HarnessConfiguration.current
    if names.contains(.runtimeWarnings) { merged.runtimeWarnings = configuration.runtimeWarnings }
    if names.contains(.stateInitialization) { merged.stateInitialization = configuration.stateInitialization }
    if names.contains(.containerSize) { merged.containerSize = configuration.containerSize }
    if names.contains(.attachments) { merged.attachments = configuration.attachments }
    if names.contains(.endOfTest) { merged.endOfTest = configuration.endOfTest }
    if names.contains(.settleTimeout) { merged.settleTimeout = configuration.settleTimeout }
    if names.contains(.standardDefaults) { merged.standardDefaults = configuration.standardDefaults }
    if names.contains(.appFolders) { merged.appFolders = configuration.appFolders }
    // The end-of-test checks run when a test ends, not a suite: only a test's own scope has
    // a case or no children.
    guard !merged.endOfTest.isEmpty, !test.isSuite else {
      try await HarnessConfiguration.$current.withValue(merged) { try await function() }
      return
    }
    let registry = HarnessRegistry()
    try await HarnessConfiguration.$current.withValue(merged) {
      try await HarnessRegistry.$current.withValue(registry) { try await function() }
    }
    let checks = merged.endOfTest
    let location = test.sourceLocation
    await MainActor.run {
      registry.check(checks, sourceLocation: location)
      registry.endAll()
    }
  }
}

extension Trait where Self == StateHarnessTrait {
  /// Configures every harness created in the test or suite; a harness's own arguments
  /// override it.
  ///
  /// - Parameters:
  ///   - runtimeWarnings: `.collect` to inspect warnings instead of failing on them.
  ///   - stateInitialization: `.lazy` for Xcode 27's `@State`.
  ///   - containerSize: The size a `GeometryReader` reports.
  ///   - attachments: `.never` to attach nothing to failures.
  ///   - endOfTest: What every harness must have finished with when a test ends (``EndOfTestChecks``).
  ///   - settleTimeout: How long `settle()` waits by default (5 seconds). Parallel tests
  ///     share the main actor, so a large suite under ThreadSanitizer can need more: a
  ///     settled screen returns at once whatever the timeout.
  ///   - standardDefaults: `.shared` to keep `UserDefaults.standard` as earlier tests left it
  ///     (by default each harness starts from empty standard defaults).
  ///   - appFolders: `.shared` to keep the process's own `Documents`, `Library` and `tmp`
  ///     (by default each test has an empty container of its own, ``AppFoldersHandling``).
  public static func stateHarness(
    runtimeWarnings: RuntimeWarningHandling? = nil, stateInitialization: StateInitialization? = nil,
    containerSize: CGSize? = nil, attachments: HarnessConfiguration.FailureAttachments? = nil,
    endOfTest: EndOfTestChecks? = nil, settleTimeout: Duration? = nil,
    standardDefaults: StandardDefaultsHandling? = nil, appFolders: AppFoldersHandling? = nil
  ) -> Self {
    var names: Set<StateHarnessTrait.Setting> = []
    if runtimeWarnings != nil { names.insert(.runtimeWarnings) }
    if stateInitialization != nil { names.insert(.stateInitialization) }
    if containerSize != nil { names.insert(.containerSize) }
    if attachments != nil { names.insert(.attachments) }
    if endOfTest != nil { names.insert(.endOfTest) }
    if settleTimeout != nil { names.insert(.settleTimeout) }
    if standardDefaults != nil { names.insert(.standardDefaults) }
    if appFolders != nil { names.insert(.appFolders) }
    return StateHarnessTrait(
      configuration: HarnessConfiguration(
        runtimeWarnings: runtimeWarnings, stateInitialization: stateInitialization,
        containerSize: containerSize,
        attachments: attachments ?? .onFailure, endOfTest: endOfTest ?? [], settleTimeout: settleTimeout,
        standardDefaults: standardDefaults, appFolders: appFolders),
      names: names)
  }
}
