import Dispatch

// Apple's Dispatch runs a block on a queue and waits for it with `asyncAndWait`, which apps
// use to hop onto the main queue from a background one; swift-corelibs-libdispatch lacks it.
// Waiting for a block submitted to a queue is what `sync` does, so on Linux it is that.
#if !canImport(Darwin)
  extension DispatchQueue {
    /// Runs `work` on this queue and waits for it to finish, returning its result.
    ///
    /// ```swift
    /// let name = DispatchQueue.main.asyncAndWait { store.accountName }
    /// ```
    public func asyncAndWait<T>(execute work: () throws -> T) rethrows -> T {
      try sync(execute: work)
    }
  }
#endif
