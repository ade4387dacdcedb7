import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

private struct Shake: GeometryEffect {
  var animatableData: CGFloat
  nonisolated func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: 3 * sin(animatableData * .pi), y: 0))
  }
}

private struct RoundedField: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    configuration.textFieldStyle(.plain).padding(12)
  }
}

private struct EffectsAndFieldStyles: View {
  @State private var name = ""
  @State private var attempts: CGFloat = 0
  var body: some View {
    VStack {
      TextField("Name", text: $name).textFieldStyle(RoundedField())
      TextField("Plain", text: $name).textFieldStyle(.roundedBorder)
      Text("Wrong").modifier(Shake(animatableData: attempts))
      Image(systemName: "waveform")
        .symbolEffect(.variableColor.iterative, options: .repeat(100), value: attempts)
        .symbolEffect(.pulse.byLayer, options: .repeating.speed(2), isActive: true)
    }
  }
}

@MainActor
@Suite("Corpus screen: geometry effects, text field styles, symbol effects (measure6)")
struct EffectsAndFieldStylesTests {
  @Test("geometry effects, custom text field styles and symbol effect options mount their content")
  func effectsAndFieldStyles() {
    let host = mount(EffectsAndFieldStyles())
    #expect(host.control("Name")?.kind == .textField)
    #expect(host.texts.contains("Wrong"))
    #expect(
      ProjectionTransform(CGAffineTransform(translationX: 2, y: 3)).concatenating(ProjectionTransform()).m31
        == 2)
  }
}
