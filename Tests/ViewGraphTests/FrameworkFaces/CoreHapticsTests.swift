import Foundation
import Testing
@_spi(Inspection) import ViewGraphCoreHaptics

/// SotkaApp's `VibrationService` and IceCubesApp's `HapticManager`: a tap when the hardware
/// supports haptics, nothing otherwise.
@MainActor
private final class VibrationService {
  private var engine: CHHapticEngine?

  func vibrate() {
    guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else { return }
    do {
      if engine == nil { engine = try CHHapticEngine() }
      guard let engine else { return }
      try engine.start()
      let intensity = CHHapticEventParameter(parameterID: .hapticIntensity, value: 1.0)
      let sharpness = CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.5)
      let event = CHHapticEvent(
        eventType: .hapticTransient, parameters: [intensity, sharpness], relativeTime: 0)
      let pattern = try CHHapticPattern(events: [event], parameters: [])
      try engine.makePlayer(with: pattern).start(atTime: CHHapticTimeImmediate)
    } catch {}
  }
}

@MainActor
@Suite("S404: CoreHaptics' engine", .serialized)
struct CoreHapticsTests {
  @Test("S404: without haptic hardware nothing plays; with it, the started events are kept")
  func playsOnHardwareThatHasHaptics() throws {
    CHHapticEngine.reset()
    defer { CHHapticEngine.reset() }
    let service = VibrationService()
    service.vibrate()
    #expect(CHHapticEngine.playedEvents.isEmpty)
    CHHapticEngine.suppliedCapability = HapticCapability(supportsHaptics: true)
    service.vibrate()
    service.vibrate()
    #expect(CHHapticEngine.playedEvents.map(\.type) == [.hapticTransient, .hapticTransient])
    let sharpness = CHHapticEngine.playedEvents.first?.eventParameters.first {
      $0.parameterID == .hapticSharpness
    }
    #expect(sharpness?.value == 0.5)
  }

  @Test("S404: a continuous pattern's duration, an advanced player, and the engine stopped by the system")
  func continuousAndStopped() throws {
    CHHapticEngine.reset()
    defer { CHHapticEngine.reset() }
    let engine = try CHHapticEngine()
    var stopped: CHHapticEngine.StoppedReason?
    engine.stoppedHandler = { stopped = $0 }
    try engine.start()
    let rumble = CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0.5, duration: 2)
    let pattern = try CHHapticPattern(events: [rumble], parameters: [])
    #expect(pattern.duration == 2.5)
    let player = try engine.makeAdvancedPlayer(with: pattern)
    player.isMuted = true
    try player.start(atTime: CHHapticTimeImmediate)
    #expect(CHHapticEngine.playedEvents.isEmpty)
    engine.stop(for: .applicationSuspended)
    #expect(stopped == .applicationSuspended && !engine.isRunning)
  }
}
