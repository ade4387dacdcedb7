import Dispatch
import Foundation

// Apple's Dispatch overlay imports libdispatch's `dispatch_queue_get_label` as
// `__dispatch_queue_get_label(_:)`, which apps call with nil to name the queue they run on
// (MovieSwiftUI's logging middleware); Linux's overlay does not declare it, though
// libdispatch exports the C function, which this calls (S397).
#if !canImport(Darwin)
  @_silgen_name("dispatch_queue_get_label")
  private func dispatchQueueGetLabel(_ queue: OpaquePointer?) -> UnsafePointer<CChar>

  /// The label of `queue`, or of the queue the caller runs on when it is nil, as a C string
  /// that lives as long as the process.
  ///
  /// ```swift
  /// let queueName = String(cString: __dispatch_queue_get_label(nil))  // "com.apple.main-thread"
  /// ```
  public func __dispatch_queue_get_label(_ queue: DispatchQueue?) -> UnsafePointer<CChar> {
    guard let queue else { return dispatchQueueGetLabel(nil) }
    return QueueLabels.shared.cString(queue.label)
  }

  /// Each label's C string, made once: a queue's label lives as long as the queue, and the
  /// Swift queue keeps it as a `String`.
  private final class QueueLabels: @unchecked Sendable {
    static let shared = QueueLabels()
    private let lock = NSLock()
    private var strings: [String: UnsafeMutablePointer<CChar>] = [:]

    func cString(_ label: String) -> UnsafePointer<CChar> {
      lock.lock()
      defer { lock.unlock() }
      if let kept = strings[label] { return UnsafePointer(kept) }
      let made = strdup(label)!
      strings[label] = made
      return UnsafePointer(made)
    }
  }
#endif
