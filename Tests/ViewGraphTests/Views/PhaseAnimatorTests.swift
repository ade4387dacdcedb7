import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

private struct Animators: View {
  enum Phase: CaseIterable { case idle, scale }
  var body: some View {
    VStack {
      PhaseAnimator(Phase.allCases) { phase in
        Text(phase == .idle ? "Idle" : "Scaled").scaleEffect(phase == .scale ? 1.2 : 1)
      }
      Text("Pulse").phaseAnimator([false, true]) { view, pulsing in
        view.opacity(pulsing ? 0.5 : 1)
      } animation: { _ in
        .easeInOut(duration: 1)
      }
      Text("Bump").phaseAnimator([1.0, 1.3], trigger: 0) { view, scale in view.scaleEffect(scale) }
    }
  }
}

@MainActor
@Suite("PhaseAnimator")
struct PhaseAnimatorTests {
  @Test("a phase animator shows its first phase")
  func animators() {
    let host = mount(Animators())
    #expect(host.texts.contains("Idle"))
    #expect(host.texts.contains("Pulse"))
    #expect(host.texts.contains("Bump"))
  }
}
