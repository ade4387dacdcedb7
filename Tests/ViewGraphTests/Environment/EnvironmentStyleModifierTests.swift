import Testing
@_spi(Inspection) import ViewGraph

/// Reads back what the styling modifiers above it wrote into the environment.
private struct StyleReader: View {
  @Environment(\.font) var font
  @Environment(\.lineLimit) var lineLimit
  @Environment(\.multilineTextAlignment) var alignment
  @Environment(\.imageScale) var imageScale
  @Environment(\.headerProminence) var prominence
  @Environment(\.autocorrectionDisabled) var autocorrectionDisabled
  @Environment(\.menuOrder) var menuOrder
  @Environment(\.symbolRenderingMode) var symbolRenderingMode
  @Environment(\.scrollDismissesKeyboardMode) var dismissMode
  @Environment(\.dynamicTypeSize) var dynamicTypeSize
  @Environment(\.backgroundStyle) var backgroundStyle

  var body: some View {
    Text(
      [
        font == .headline ? "headline" : "no font", "lines \(lineLimit.map(String.init) ?? "any")",
        alignment == .center ? "centered" : "leading", imageScale == .large ? "large" : "medium",
        prominence == .increased ? "increased" : "standard",
        autocorrectionDisabled ? "no autocorrection" : "autocorrection",
        menuOrder == .fixed ? "fixed" : "automatic",
        symbolRenderingMode == .hierarchical ? "hierarchical" : "plain",
        String(describing: dismissMode).contains("interactively") ? "interactively" : "automatic",
        dynamicTypeSize == .xxLarge ? "xxLarge" : "default size",
        backgroundStyle == nil ? "no background style" : "background style",
      ].joined(separator: ", "))
  }
}

private struct Styled: View {
  @State var lines = 2
  var body: some View {
    VStack {
      StyleReader()
        .font(.headline).lineLimit(lines).multilineTextAlignment(.center).imageScale(.large)
        .headerProminence(.increased).autocorrectionDisabled().menuOrder(.fixed)
        .symbolRenderingMode(.hierarchical).scrollDismissesKeyboard(.interactively)
        .dynamicTypeSize(.xxLarge).backgroundStyle(.blue)
      StyleReader()
      Button("More lines") { lines = 5 }
    }
  }
}

@MainActor
@Suite("S140: styling modifiers that SwiftUI defines as environment writers")
struct EnvironmentStyleModifierTests {
  @Test("S140: a view below .font, .lineLimit, .imageScale… reads each value through @Environment")
  func modifiersWriteTheEnvironment() {
    let host = mount(Styled())
    #expect(
      host.texts == [
        "headline, lines 2, centered, large, increased, no autocorrection, fixed, hierarchical, "
          + "interactively, xxLarge, background style",
        "no font, lines any, leading, medium, standard, autocorrection, automatic, plain, automatic, "
          + "default size, no background style",
        "More lines",
      ])
  }

  @Test("S140: a changed argument reaches the reader below")
  func changedArgumentReachesReader() {
    let host = mount(Styled())
    host.tap("More lines")
    #expect(host.texts.first?.contains("lines 5") == true)
  }

  @Test("S140: the modifiers are still recorded with their arguments")
  func stillRecorded() {
    let host = mount(Styled())
    let reader = host.nodes(StyleReader.self)[0]
    #expect(reader.recordedArguments(of: "lineLimit") == "Optional(2)")
    #expect(reader.recordedArguments(of: "imageScale") == "large")
    #expect(reader.recordedArguments(of: "menuOrder") == "fixed")
  }
}
