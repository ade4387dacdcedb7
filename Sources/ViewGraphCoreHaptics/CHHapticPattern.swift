#if !canImport(CoreHaptics)
  import Foundation

  /// A pattern of haptic and audio events, as CoreHaptics declares it.
  ///
  /// ```swift
  /// let pattern = try CHHapticPattern(events: [tap], parameters: [])
  /// try engine.makePlayer(with: pattern).start(atTime: CHHapticTimeImmediate)
  /// ```
  open class CHHapticPattern: NSObject, @unchecked Sendable {
    let events: [CHHapticEvent]
    let parameters: [CHHapticDynamicParameter]

    /// A pattern of `events`, with parameter changes along it.
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
      self.events = events
      self.parameters = parameters
    }

    /// How long the pattern plays, to the end of its last event.
    open var duration: TimeInterval { events.map { $0.relativeTime + $0.duration }.max() ?? 0 }
  }
#endif
