#if !canImport(UIKit)
  /// Haptics for a task's outcome: `notificationOccurred(.success)` is recorded as
  /// `notification(success)` (S181).
  ///
  /// ```swift
  /// UINotificationFeedbackGenerator().notificationOccurred(.success)
  /// ```
  @preconcurrency @MainActor
  open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the feedback reports.
    public enum FeedbackType: Int, Sendable {
      case success, warning, error
    }

    public func notificationOccurred(_ notificationType: FeedbackType) {
      fire("notification(\(notificationType))")
    }
  }
#endif
