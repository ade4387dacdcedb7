import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// What a test must have finished with, checked when it ends, for every harness it created:
/// exhaustive tests in the manner of TCA's TestStore, which fails a test that ends with an
/// effect still running. Opt in with the trait:
///
/// ```swift
/// @Suite(.stateHarness(endOfTest: .all))
/// @MainActor struct FeedTests {
///   @Test func loads() async {
///     let harness = ParentHarness { FeedScreen(client: .stub) }
///     await harness.settle()   // without it: "End of test: 1 task still running"
///   }
/// }
/// ```
public struct EndOfTestChecks: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// No `.task` of a mounted view is still running (`await harness.settle()` waits for them).
  public static let tasksFinished = EndOfTestChecks(rawValue: 1 << 0)
  /// No sheet, full-screen cover, popover, alert or dialog is left presented.
  public static let nothingPresented = EndOfTestChecks(rawValue: 1 << 1)
  /// Runtime warnings a harness collected (`runtimeWarnings: .collect`) were read by the test.
  public static let warningsAsserted = EndOfTestChecks(rawValue: 1 << 2)
  /// All of them.
  public static let all: EndOfTestChecks = [.tasksFinished, .nothingPresented, .warningsAsserted]
}

/// The harnesses a test created, kept until it ends so the end-of-test checks can ask them.
final class HarnessRegistry: @unchecked Sendable {
  /// The registry of the test running now, when its trait asks for end-of-test checks.
  @TaskLocal static var current: HarnessRegistry?

  private let lock = NSLock()
  // Touched on the main actor only (harnesses are created and checked there); the lock
  // keeps the bookkeeping safe should a harness be created from another task.
  private var harnesses: [Harness] = []

  func add(_ harness: Harness) { lock.withLock { harnesses.append(harness) } }

  /// Ends what the test left mounted, as closing its window does: each harness still mounted
  /// is unmounted, so its `.task`s are cancelled. A task that outlived its test would
  /// otherwise keep its screen, and everything the screen holds, for the rest of the run.
  @MainActor
  func endAll() {
    let harnesses = lock.withLock {
      defer { self.harnesses.removeAll() }
      return self.harnesses
    }
    for harness in harnesses where harness.unmountedAt == nil { harness.host.unmount() }
  }

  /// Records one issue per harness and check that fails, at `sourceLocation` (the test's).
  @MainActor
  func check(_ checks: EndOfTestChecks, sourceLocation: SourceLocation) {
    let harnesses = lock.withLock { self.harnesses }
    for harness in harnesses {
      let screen = harness.rootViewNodes.last?.typeName ?? "the harness"
      if checks.contains(.tasksFinished) {
        let running = harness.host.runningTasks.map(\.description)
        if !running.isEmpty {
          reportIssue(
            HarnessFailure(
              headline:
                "End of test: \(running.count) \(running.count == 1 ? "task" : "tasks") of \(screen) still running",
              evidence: running,
              fix: "await harness.settle() before the test ends, so what the task does is asserted."),
            sourceLocation: sourceLocation)
        }
      }
      if checks.contains(.nothingPresented) {
        let presented = harness.presentedSlots
        if !presented.isEmpty {
          reportIssue(
            HarnessFailure(
              headline: "End of test: \(screen) still presents \(presented.joined(separator: ", "))",
              fix: "dismiss it in the test (tap its button, set its binding), or assert what it shows."),
            sourceLocation: sourceLocation)
        }
      }
      if checks.contains(.warningsAsserted) {
        let unread = harness.runtimeWarnings(unreadOnly: true)
        if !unread.isEmpty {
          reportIssue(
            HarnessFailure(
              headline:
                "End of test: \(unread.count) runtime \(unread.count == 1 ? "warning" : "warnings") of \(screen) collected and never read",
              evidence: unread.map { "\($0.kind.rawValue): \($0.message)" },
              fix:
                "assert them with #expect(harness.runtimeWarnings…), or let them fail the test (runtimeWarnings: .recordIssue)."
            ),
            sourceLocation: sourceLocation)
        }
      }
    }
  }
}

extension Harness {
  /// What is presented modally now (`sheet`, `alert`, `popover`…), in tree order. A pushed
  /// screen is where the test navigated, not something left open.
  var presentedSlots: [String] {
    host.root.descendants.compactMap { node in
      guard case .attached(let slot) = node.component else { return nil }
      switch slot {
      case .sheet, .fullScreenCover, .popover, .alert, .confirmationDialog: return "\(slot)"
      default: return nil
      }
    }
  }
}
