import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

private struct StylesAndGradients: View {
  @Environment(\.displayScale) private var displayScale
  @Environment(\.font) private var font
  @Environment(\.layoutDirection) private var layoutDirection
  @ScaledMetric private var iconSize: CGFloat = 24
  @ScaledMetric(relativeTo: .caption) private var spacing = 4.0
  var body: some View {
    VStack(spacing: spacing) {
      Circle().fill(.blue.shadow(.drop(radius: 4, y: 2)))
      Circle().fill(.red.gradient)
      Rectangle().fill(.linearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
      Rectangle().fill(.linearGradient(Color.red.gradient, startPoint: .top, endPoint: .bottom))
      Rectangle().fill(
        .radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 9))
      Rectangle().fill(.angularGradient(Color.green.gradient, startAngle: .zero, endAngle: .degrees(90)))
      Rectangle().fill(.conicGradient(colors: [.red, .blue], center: .center))
      Rectangle().fill(Gradient(colors: [.red, .blue]))
      Text("Inset").foregroundStyle(.white.shadow(.inner(radius: 1)))
      Image(systemName: "heart").symbolVariant(.circle.fill)
      Image(systemName: "star").accessibility(label: Text("Favorite")).accessibility(hidden: false)
      Text("Scale \(displayScale, specifier: "%.0f") size \(iconSize, specifier: "%.1f")")
      Text(layoutDirection == .leftToRight && font == nil ? "ltr" : "rtl")
    }
  }
}

@MainActor
@Suite("Corpus screen: shadows, gradients, scaled metrics")
struct StylesAndGradientsTests {
  @Test("shadows, gradients, scaled metrics and the display environment compile and read defaults")
  func stylesAndGradients() {
    let host = mount(StylesAndGradients())
    #expect(host.texts.contains("Scale 3 size 24.0"))
    #expect(host.texts.contains("ltr"))
  }
}
