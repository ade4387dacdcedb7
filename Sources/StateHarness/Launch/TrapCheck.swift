import Testing
@_spi(Inspection) import ViewGraph

/// Mounting in a child process, so that a trap in the app's own code — a `fatalError` in a
/// model's `init`, a force-unwrapped resource the bundle lacks — fails one test with the
/// trap's message instead of ending the whole run.
///
/// An exit test's body must be written where it runs (`#expect(processExitsWith:)` compiles
/// it into the test binary), so a test mounts twice: once in a child process through
/// `mount`, and, when that exited cleanly, again in the test itself, where the harness can be
/// queried. When the child traps, a second child reports what it printed, and
/// ``record(_:mounting:sourceLocation:)`` names the trap. This is what the smoke tests
/// `viewgraph-compat init` writes do:
///
/// ```swift
/// @Test func appMounts() async {
///   guard await #expect(processExitsWith: .success, performing: {
///     await TrapCheck.mount(app: LandmarksApp.self)
///   }) != nil else {
///     let trap = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
///       await TrapCheck.mount(app: LandmarksApp.self)
///     }
///     TrapCheck.record(trap, mounting: "LandmarksApp")
///     return
///   }
///   let harness = ParentHarness(app: LandmarksApp())
///   harness.reRender()
/// }
/// ```
///
/// A child that traps records two issues: the exit status (`.success → .signal(SIGILL → 4)`)
/// and the trap's message, with the line of the app that trapped.
public enum TrapCheck {
  /// Mounts `A()` as `ParentHarness(app:)` does and re-renders it once, recording nothing:
  /// in a child process, only a trap counts.
  @MainActor public static func mount<A: App>(app: A.Type) {
    let harness = ParentHarness(app: A.self, runtimeWarnings: .collect)
    harness.reRender()
  }

  /// Mounts `content` as a `ParentHarness` does, recording nothing.
  @MainActor public static func mount<V: View>(_ content: @escaping @MainActor () -> V) {
    _ = ParentHarness(runtimeWarnings: .collect, content)
  }

  /// Mounts every `#Preview` of `module`, recording nothing.
  @MainActor public static func mountPreviews(in module: String) {
    for preview in Previews.all(in: module) {
      _ = ParentHarness(preview: preview, runtimeWarnings: .collect)
    }
  }

  /// Records that mounting `subject` trapped, with what the child process printed: the
  /// runtime's `File.swift:33: Fatal error: …` line when there is one.
  ///
  /// - Parameters:
  ///   - result: The result of an exit test run with `.failure` and
  ///     `observing: [\.standardErrorContent]`, or `nil` when the child did not trap after all.
  ///   - subject: What was mounted, as the message names it (`"LandmarksApp"`).
  ///   - sourceLocation: Where the issue is recorded: the caller's line.
  public static func record(
    _ result: ExitTest.Result?, mounting subject: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    reportIssue(failure(result, mounting: subject), sourceLocation: sourceLocation)
  }

  /// The failure ``record(_:mounting:sourceLocation:)`` records.
  static func failure(_ result: ExitTest.Result?, mounting subject: String) -> HarnessFailure {
    guard let result else {
      return HarnessFailure(
        headline: "\(subject) trapped in one child process and not in the next",
        evidence: ["asked:  what the trap printed", "found:  a second child process that exited cleanly"],
        fix: "Run the test again; a trap that comes and goes depends on timing or on state outside the app.")
    }
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    return HarnessFailure(
      headline: "\(subject) traps while it mounts (\(describe(result.exitStatus)))",
      evidence: TrapMessage.lines(in: output),
      fix:
        "A resource the app loads from Bundle.main must be in MIRROR.md's bundled list; "
        + "a model that cannot load in a test needs its data injected, or the trap is a bug of the app.")
  }

  private static func describe(_ status: ExitStatus) -> String {
    switch status {
    case .exitCode(let code): "exit code \(code)"
    case .signal(let signal): "signal \(signal)"
    @unknown default: "\(status)"
    }
  }
}
