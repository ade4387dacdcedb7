import Dispatch
import Foundation

/// The writes and invalidations made off the main actor and carried to it, counted from the
/// moment they are queued until they have landed.
///
/// A `.task` that awaits detached work writing a model finishes before what that work
/// queued to the main actor has run. Waiting for the task alone, a test would read the old
/// value; waiting until nothing is in flight here as well, it reads the new one, with no
/// sleep (issue 51).
///
/// ```swift
/// while MainActorHops.inFlight > 0 { await Task.yield() }
/// ```
@_spi(Inspection)
public enum MainActorHops {
  private static let lock = NSLock()
  private nonisolated(unsafe) static var count = 0

  /// How many carried writes and invalidations have not landed yet, process-wide.
  public static var inFlight: Int { lock.withLock { count } }

  /// Runs `work` on the main queue after the blocks already queued there, counted until
  /// it has run. Keeps the order of writes made from one thread.
  static func enqueueOnMainQueue(_ work: @escaping @Sendable () -> Void) {
    lock.withLock { count += 1 }
    DispatchQueue.main.async {
      work()
      lock.withLock { count -= 1 }
    }
  }

  /// Runs `work` in a main-actor task, counted until it has run.
  static func enqueueOnMainActor(_ work: @escaping @Sendable @MainActor () -> Void) {
    lock.withLock { count += 1 }
    Task { @MainActor in
      work()
      lock.withLock { count -= 1 }
    }
  }
}
