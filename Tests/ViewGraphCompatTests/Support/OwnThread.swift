import Foundation
import Testing

/// Runs each test of a suite on a thread of its own instead of Swift's cooperative pool.
///
/// These tests block their thread for seconds at a time, waiting for a compiler the tool
/// starts. Swift Testing runs every test on the cooperative pool, which has one thread per
/// core: on a 2-core machine two such tests took the whole pool, and every other suite's
/// `Task.sleep` and task hop waited for them (the `.task` and Combine timing tests timed
/// out after 60 s under load, with nothing wrong in what they test). A task executor
/// preference moves the test's body, and the blocking waits in it, to a thread of its own.
///
/// ```swift
/// @Suite("viewgraph-compat: reading a package manifest", .serialized, .ownThread)
/// struct PackageManifestTests { … }
/// ```
struct OwnThreadTrait: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  /// Each test case, not the suite as a whole: the suite's scope is one task for all its
  /// tests, and each test case runs in a task of its own.
  func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let executor = ThreadExecutor()
    defer { executor.stop() }
    try await withTaskExecutorPreference(executor) { try await function() }
  }
}

extension Trait where Self == OwnThreadTrait {
  /// Each test on a thread of its own, off the cooperative pool (see ``OwnThreadTrait``).
  static var ownThread: Self { OwnThreadTrait() }
}

/// A task executor with one thread, which runs the jobs given to it in order until stopped.
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  private var stopped = false

  init() {
    Thread { [self] in runJobs() }.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Ends the thread once the jobs already given have run.
  func stop() {
    condition.lock()
    stopped = true
    condition.signal()
    condition.unlock()
  }

  /// Whether the caller runs on one of these executors' threads.
  static var isCurrentThreadOwn: Bool {
    threadsLock.lock()
    defer { threadsLock.unlock() }
    return threads.contains(pthread_self())
  }

  private static let threadsLock = NSLock()
  nonisolated(unsafe) private static var threads: Set<pthread_t> = []

  private func runJobs() {
    let thread = pthread_self()
    Self.threadsLock.withLock { _ = Self.threads.insert(thread) }
    defer { Self.threadsLock.withLock { _ = Self.threads.remove(thread) } }
    while let job = nextJob() {
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }

  private func nextJob() -> UnownedJob? {
    condition.lock()
    defer { condition.unlock() }
    while jobs.isEmpty && !stopped { condition.wait() }
    return jobs.isEmpty ? nil : jobs.removeFirst()
  }
}
