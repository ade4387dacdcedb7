import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the screens a probe of common iOS 16–26 apps measured write it, and mounted, so the
// snippet is compiled in full and its view runs.

private struct EffectsScreen: View {
  @State private var likes = 0
  @State private var isCompact = false
  @Namespace private var glass

  var body: some View {
    VStack {
      Button("Like", systemImage: "heart") { likes += 1 }
        .sensoryFeedback(.impact(flexibility: .soft, intensity: 0.7), trigger: likes)
        .sensoryFeedback(trigger: likes) { old, new in new > old ? .increase : nil }
        .sensoryFeedback(.success, trigger: likes) { _, new in new == 10 }
        .buttonRepeatBehavior(.enabled)
        .hoverEffect(.lift)
        .contentShape(.hoverEffect, Capsule())
      Text("Header")
        .visualEffect { content, proxy in
          content.offset(y: proxy.frame(in: .global).minY).opacity(0.8).blur(radius: 1)
        }
        .geometryGroup()
        .transaction(value: likes) { $0.animation = .spring(.snappy) }
      Rectangle()
        .colorEffect(ShaderLibrary.wave(.float(1), .color(.red), .float2(CGSize(width: 2, height: 3))))
        .layerEffect(ShaderLibrary.bundle(.main).ripple(.boundingRect), maxSampleOffset: .zero)
        .distortionEffect(
          ShaderLibrary.default.bend(.floatArray([1, 2])), maxSampleOffset: CGSize(width: 4, height: 4))
      MeshGradient(
        width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
        colors: [.red, .purple, .indigo, .blue])
      EllipticalGradient(colors: [.white, .teal], endRadiusFraction: 0.7)
      Color.blue.mix(with: .white, by: 0.5)
      Gauge(value: 0.4) { Text("Level") }.tint(Gradient(colors: [.green, .red]))
      Image(systemName: "pencil").glassEffect().glassEffectUnion(id: "tools", namespace: glass)
        .glassEffectTransition(.matchedGeometry)
      Label("Spacing", systemImage: "ruler").labelIconToTitleSpacing(4)
      Text("Late").underline(pattern: .dash, color: .red).strikethrough(true, pattern: .dot)
        .typesettingLanguage(Locale.Language(identifier: "en")).privacySensitive()
        .speechAlwaysIncludesPunctuation()
      Text("Card").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
        .containerRelativeFrame(.vertical) { length, _ in length * 0.8 }
        .transformEffect(.identity).luminanceToAlpha().badge(Text("New")).badge("3")
        .defersSystemGestures(on: .bottom)
      HSplitView {
        Text("Files"); Text("Editor")
      }
      VSplitView { Text("Console") }
    }
  }
}

@MainActor
@Suite("Corpus screen: effects, shaders, gradients and layouts")
struct EffectsScreenTests {
  @Test("effects, shaders, gradients and layouts record their modifiers and mount their content")
  func effectsMount() {
    let host = mount(EffectsScreen())
    #expect(host.control("Like")?.kind == .button)
    #expect(host.texts.contains("Files"))
    #expect(host.texts.contains("Console"))
    let names = Set(host.root.descendants.compactMap { $0.recordedModifier?.name })
    for name in [
      "visualEffect", "colorEffect", "layerEffect", "distortionEffect", "glassEffectUnion", "hoverEffect",
    ] {
      #expect(names.contains(name), "\(name) is recorded")
    }
  }
}
