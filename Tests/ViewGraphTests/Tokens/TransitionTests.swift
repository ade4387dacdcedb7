import Testing
@_spi(Inspection) import ViewGraph

/// A transition of the app's own, as iOS 17 writes one.
private struct Reveal: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0).blur(radius: phase.isIdentity ? 0 : 8)
  }
}

private struct Callout: View {
  var body: some View {
    VStack {
      Text("typed").transition(.scale(0.5).combined(with: .opacity))
      Text("erased").transition(.opacity)
      Text("custom").transition(Reveal())
      Text("wrapped").transition(AnyTransition(.blurReplace))
      Text("moved").transition(.move(edge: .bottom).animation(.snappy))
    }
  }
}

@MainActor
@Suite("Transitions as types (iOS 17)")
struct TransitionTests {
  @Test("Transition values compile as SwiftUI's do and are recorded by name, not animated")
  func recordedByName() {
    let host = mount(Callout())
    let recorded = host.root.descendants.compactMap(\.recordedModifier).filter { $0.name == "transition" }
    #expect(
      recorded.map(\.arguments) == [
        "scale(0.5)+opacity", "opacity", "Reveal", "blurReplace(downUp)", "move(bottom)",
      ])
    // Views are inserted at once: every text is in place.
    #expect(host.texts == ["typed", "erased", "custom", "wrapped", "moved"])
  }

  @Test("TransitionPhase: a view in place is at .identity, with value 0")
  func phases() {
    #expect(TransitionPhase.identity.isIdentity)
    #expect(TransitionPhase.willAppear.value == -1)
    #expect(TransitionPhase.didDisappear.value == 1)
    #expect(!OpacityTransition.properties.hasMotion)
    #expect(SlideTransition.properties.hasMotion)
  }
}
