#if !canImport(CoreHaptics)
  import Foundation
  import ViewGraphFoundationGaps

  /// A player of one pattern, as CoreHaptics declares it.
  public protocol CHHapticPatternPlayer: AnyObject {
    func start(atTime time: TimeInterval) throws
    func stop(atTime time: TimeInterval) throws
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    func cancel() throws
    var isMuted: Bool { get set }
  }

  /// A player that can also pause, resume, seek and loop.
  public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    func pause(atTime time: TimeInterval) throws
    func resume(atTime time: TimeInterval) throws
    func seek(toOffset offsetTime: TimeInterval) throws
    var loopEnabled: Bool { get set }
    var loopEnd: TimeInterval { get set }
    var playbackRate: Float { get set }
    var completionHandler: ((any Error)?) -> Void { get set }
  }

  /// The stand-in's player: starting it keeps the pattern's events for the running test.
  final class HapticPlayer: CHHapticAdvancedPatternPlayer, @unchecked Sendable {
    let pattern: CHHapticPattern
    var isMuted = false
    var loopEnabled = false
    var loopEnd: TimeInterval = 0
    var playbackRate: Float = 1
    var completionHandler: ((any Error)?) -> Void = { _ in }

    init(pattern: CHHapticPattern) { self.pattern = pattern }

    func start(atTime time: TimeInterval) throws {
      guard !isMuted else { return }
      HapticsState.played.modify { $0 += pattern.events.map(HapticsState.PlayedEvent.init(event:)) }
    }

    func stop(atTime time: TimeInterval) throws {}
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {}
    func cancel() throws {}
    func pause(atTime time: TimeInterval) throws {}
    func resume(atTime time: TimeInterval) throws {}
    func seek(toOffset offsetTime: TimeInterval) throws {}
  }
#endif
