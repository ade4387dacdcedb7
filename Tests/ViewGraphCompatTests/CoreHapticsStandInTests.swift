import Foundation
import Testing

@testable import ViewGraphCompat

/// Winston's `Hap` compiled in a mirror: an engine with its stopped and reset handlers, a
/// transient tap and a continuous pattern on an advanced player driven by dynamic parameters
/// (S404).
@Suite("viewgraph-compat: CoreHaptics", .serialized, .ownThread)
struct CoreHapticsStandInTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("S404: an engine, its players and parameters compile")
  func hapticShapesCompile() throws {
    let app = try FixtureApp([
      "Hap.swift": """
      import CoreHaptics
      import SwiftUI
      final class Hap {
        private var engine: CHHapticEngine?
        private var continuousPlayer: CHHapticAdvancedPatternPlayer?
        init() {
          guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else { return }
          do { engine = try CHHapticEngine() } catch { return }
          guard let engine else { return }
          engine.playsHapticsOnly = true
          engine.stoppedHandler = { reason in
            switch reason {
            case .audioSessionInterrupt, .applicationSuspended, .idleTimeout: print("stopped")
            default: print("other")
            }
          }
          engine.resetHandler = { try? engine.start() }
          let intensity = CHHapticEventParameter(parameterID: .hapticIntensity, value: 1)
          let event = CHHapticEvent(eventType: .hapticContinuous, parameters: [intensity], relativeTime: 0, duration: 100)
          if let pattern = try? CHHapticPattern(events: [event], parameters: []) {
            continuousPlayer = try? engine.makeAdvancedPlayer(with: pattern)
          }
        }
        func update(intensity: Float) {
          let parameter = CHHapticDynamicParameter(parameterID: .hapticIntensityControl, value: intensity, relativeTime: 0)
          try? continuousPlayer?.sendParameters([parameter], atTime: 0)
          try? continuousPlayer?.start(atTime: CHHapticTimeImmediate)
        }
      }
      struct VibrateButton: View {
        let hap = Hap()
        var body: some View { Button("Buzz") { hap.update(intensity: 0.8) } }
      }
      """
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.compiling == 1, "\(Report(results: [result], listsEveryFile: true).text)")
  }
}
