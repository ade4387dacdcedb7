import Foundation

/// Stores the graph does not see written (a `UserDefaults` written behind an
/// `@AppStorage`'s back, S101). Each update asks every registered source first, so a
/// source can invalidate the views that read what changed. A source registers itself
/// when it is first used: the engine names none of them.
enum ExternalChangeSources {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var polls: [@Sendable @MainActor () -> Void] = []

  /// Adds `poll`, run on the main actor at the start of every update from now on.
  static func register(_ poll: @escaping @Sendable @MainActor () -> Void) {
    lock.withLock { polls.append(poll) }
  }

  /// Runs every registered poll.
  @MainActor static func pollAll() {
    // Copied out of the lock: a poll may register another source.
    let polls = lock.withLock { self.polls }
    for poll in polls { poll() }
  }
}
