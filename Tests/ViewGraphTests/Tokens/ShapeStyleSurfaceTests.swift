import Testing
@_spi(Inspection) import ViewGraph

/// The iOS 17 system styles, as Apple's sample apps write them.
private struct StyledCard: View {
  var body: some View {
    VStack {
      Text("Fed").foregroundStyle(.placeholder)
      Divider().background(.separator)
      Link("More", destination: URL(string: "https://example.com")!).foregroundStyle(.link)
      Rectangle().fill(.fill.secondary)
    }
    .padding()
    .background(.fill)
  }
}

@MainActor
@Suite("System shape styles (iOS 17)")
struct ShapeStyleSurfaceTests {
  @Test("fill, separator, link, placeholder and a style's levels compile and are recorded")
  func recorded() {
    let host = mount(StyledCard())
    let recorded = host.root.descendants.compactMap(\.recordedModifier).map(\.name)
    #expect(recorded.contains("background"))
    #expect(recorded.contains("foregroundStyle"))
    #expect(host.texts.contains("Fed"))
  }
}
