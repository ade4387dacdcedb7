import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A design system's helper, generic over Apple's effect protocols as apps write one.
private struct Pulsing<Effect: IndefiniteSymbolEffect & SymbolEffect>: View {
  var effect: Effect
  var isActive: Bool

  var body: some View {
    Image(systemName: "wifi").symbolEffect(effect, options: .repeating, isActive: isActive)
  }
}

/// Discrete effects, each played when `count` changes.
private func bounced<Effect: DiscreteSymbolEffect & SymbolEffect>(_ effect: Effect, count: Int) -> some View {
  Image(systemName: "bell").symbolEffect(effect, value: count)
}

@MainActor
@Suite("S316: symbol effects as the Symbols framework declares them")
struct SymbolEffectTests {
  @Test("S316: an effect passed through a generic constraint is recorded by its name")
  func genericIndefiniteEffect() {
    let host = mount(Pulsing(effect: .variableColor.iterative.reversing, isActive: true))
    let recorded = host.root.descendants.compactMap(\.recordedModifier).filter { $0.name == "symbolEffect" }
    #expect(recorded.map(\.arguments) == ["variableColor.iterative.reversing, repeating, true"])
  }

  @Test("S316: each effect is its own type, with its variants and behaviours")
  func effectTypes() {
    func indefinite<E: IndefiniteSymbolEffect & SymbolEffect>(_ effect: E) -> String {
      Image(systemName: "star").symbolEffect(effect).modifier.arguments
    }
    func discrete<E: DiscreteSymbolEffect & SymbolEffect>(_ effect: E) -> String {
      Image(systemName: "star").symbolEffect(effect, value: 1).modifier.arguments
    }
    func replacing<E: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: E) -> String {
      Image(systemName: "star").contentTransition(.symbolEffect(effect)).modifier.arguments
    }
    #expect(
      [
        indefinite(.bounce.up.byLayer), indefinite(.scale.down), indefinite(.appear.up),
        indefinite(.disappear.down), indefinite(.drawOn.individually), indefinite(.drawOff.wholeSymbol),
      ] == [
        "bounce.up.byLayer, default, true", "scale.down, default, true", "appear.up, default, true",
        "disappear.down, default, true", "drawOn.individually, default, true",
        "drawOff.wholeSymbol, default, true",
      ])
    #expect(
      [
        discrete(.pulse.wholeSymbol), discrete(.wiggle.counterClockwise), discrete(.breathe.pulse),
        discrete(.rotate.clockwise), discrete(.variableColor.cumulative.dimInactiveLayers),
      ] == [
        "pulse.wholeSymbol, default", "wiggle.counterClockwise, default", "breathe.pulse, default",
        "rotate.clockwise, default", "variableColor.cumulative.dimInactiveLayers, default",
      ])
    #expect(
      [
        replacing(.replace.offUp), replacing(.replace.magic(fallback: .replace.downUp)),
        replacing(.automatic),
      ] == [
        "symbolEffect(replace.offUp, default)",
        "symbolEffect(replace.magic(fallback: replace.downUp), default)",
        "symbolEffect(automatic, default)",
      ])
    #expect(BounceSymbolEffect.bounce.up == .bounce.up)
    #expect(BounceSymbolEffect.bounce.up != .bounce.down)
    let transitions: [any SymbolEffect] = [
      ScaleSymbolEffect.scale, AppearSymbolEffect.appear, AutomaticSymbolEffect.automatic,
    ]
    #expect(transitions.allSatisfy { $0 is any TransitionSymbolEffect })
    #expect(!(PulseSymbolEffect.pulse as Any is any TransitionSymbolEffect))
  }

  @Test("S316: a discrete effect plays on a value; a content transition takes a replace effect")
  func discreteAndContentTransition() {
    let host = mount(
      VStack {
        bounced(.wiggle.left, count: 2)
        Image(systemName: "bell").contentTransition(.symbolEffect(.automatic))
      })
    let recorded = host.root.descendants.compactMap(\.recordedModifier).map { "\($0.name)(\($0.arguments))" }
    #expect(recorded.contains("symbolEffect(wiggle.left, default)"))
    #expect(recorded.contains("contentTransition(symbolEffect(automatic, default))"))
  }
}
