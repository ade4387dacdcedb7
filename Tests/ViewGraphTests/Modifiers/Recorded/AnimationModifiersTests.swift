import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// API of the current SDK that apps reach, as Apple declares it.

@MainActor
@Suite("Symbol effects")
struct AnimationModifiersTests {
  @Test("symbol effects repeat periodically and replace by Magic Replace, as the iOS 18 SDK writes them")
  func symbolEffectRepeatAndMagicReplace() {
    let recorded = [
      Image(systemName: "bell").symbolEffect(.bounce, options: .repeat(.periodic(delay: 2)), value: 1)
        .modifier,
      Image(systemName: "bell").symbolEffect(.pulse, options: .repeat(.periodic(3, delay: 0.5))).modifier,
      Image(systemName: "bell").symbolEffect(.pulse, options: .repeat(.continuous)).modifier,
      Image(systemName: "bell").symbolEffect(.pulse, options: .speed(2).repeat(.periodic)).modifier,
      Image(systemName: "bell").contentTransition(.symbolEffect(.replace.magic(fallback: .replace))).modifier,
    ]
    #expect(
      recorded.map { "\($0.name)(\($0.arguments))" } == [
        "symbolEffect(bounce, repeat(periodic(nil, delay: 2.0)))",
        "symbolEffect(pulse, repeat(periodic(3, delay: 0.5)), true)",
        "symbolEffect(pulse, repeat(continuous), true)",
        "symbolEffect(pulse, speed(2.0).repeat(periodic), true)",
        "contentTransition(symbolEffect(replace.magic(fallback: replace), default))",
      ])
  }
}
