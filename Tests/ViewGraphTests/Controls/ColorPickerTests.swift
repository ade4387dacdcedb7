import Testing
@_spi(Inspection) import ViewGraph

private struct ThemeScreen: View {
  @State private var tint = Color.blue
  @State private var background = Color.white
  var body: some View {
    VStack {
      ColorPicker("Tint", selection: $tint)
      ColorPicker(selection: $background, supportsOpacity: false) { Text("Background") }
      Text(tint == .red ? "red tint" : "other tint")
    }
  }
}

@MainActor
@Suite("S310: ColorPicker")
struct ColorPickerTests {
  @Test("S310: a color picker is titled by its label, shown as text, and holds its color")
  func colorPickerControl() throws {
    let host = mount(ThemeScreen())
    let tint = try #require(host.control("Tint"))
    #expect(tint.kind == .colorPicker)
    #expect(tint.color?.wrappedValue == .blue)
    #expect(host.control("Background")?.color?.wrappedValue == .white)
    #expect(host.texts.contains("Tint"))
  }

  @Test("S310: a color picked writes the binding, and the view reading it follows")
  func pickingWrites() throws {
    let host = mount(ThemeScreen())
    let tint = try #require(host.control("Tint")?.color)
    host.perform { tint.wrappedValue = .red }
    #expect(host.shows("red tint"))
  }
}
