import Testing
@_spi(Inspection) import ViewGraph

private struct SizeReader: View {
  @Environment(\.sizeCategory) var sizeCategory
  @Environment(\.dynamicTypeSize) var dynamicTypeSize
  @Environment(\.pixelLength) var pixelLength
  var body: some View {
    Text("\(sizeCategory) \(dynamicTypeSize) \(pixelLength)")
  }
}

@MainActor
@Suite("S144: values SwiftUI derives from others")
struct DerivedEnvironmentValuesTests {
  @Test("S144: sizeCategory and dynamicTypeSize are one setting, written through either")
  func sizeCategoryIsDynamicTypeSize() {
    let host = mount(
      VStack {
        SizeReader()
        SizeReader().environment(\.sizeCategory, .accessibilityLarge)
        SizeReader().environment(\.dynamicTypeSize, .xSmall)
      }.environment(\.displayScale, 2))
    #expect(
      host.texts == [
        "large large 0.5", "accessibilityLarge accessibility2 0.5", "extraSmall xSmall 0.5",
      ])
  }

  @Test("S144: pixelLength is one over the display scale")
  func pixelLength() {
    let host = mount(SizeReader())
    #expect(host.texts == ["large large 0.3333333333333333"])
  }
}
