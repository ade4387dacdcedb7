import Testing
@_spi(Inspection) import ViewGraph

// A custom style that resolves by the color scheme, as Apple's `ShapeStyle` page writes one,
// and the generic helpers apps build on `Resolved == Color.Resolved`.

private struct Dynamic: ShapeStyle, Hashable {
  let light: Color
  let dark: Color

  func resolve(in environment: EnvironmentValues) -> Color.Resolved {
    (environment.colorScheme == .dark ? dark : light).resolve(in: environment)
  }
}

/// Apple's example: Swift infers `Resolved` from an opaque result.
private struct Blended: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
    environment.colorScheme == .light ? Color.red.blendMode(.lighten) : Color.red.blendMode(.darken)
  }
}

extension ShapeStyle where Resolved == Color.Resolved {
  fileprivate func luminance(in environment: EnvironmentValues) -> Float {
    let color = resolve(in: environment)
    return 0.2126 * color.linearRed + 0.7152 * color.linearGreen + 0.0722 * color.linearBlue
  }
}

private struct Swatch: View {
  @State private var one: Color = .blue
  @State private var two: Color = .purple

  var body: some View {
    Color(one.mix(with: two, by: 0.5)).frame(height: 16)
    Rectangle().fill(Blended())
  }
}

@MainActor
@Suite("S381: a shape style resolves in the environment")
struct ShapeStyleResolvedTests {
  @Test("S381: Color(_:) of a custom style resolves through it, in the environment given")
  func customColorResolves() {
    let accent = Color(Dynamic(light: .blue, dark: .white))
    var environment = EnvironmentValues()
    #expect(accent.resolve(in: environment) == Color.blue.resolve(in: environment))
    environment.colorScheme = .dark
    #expect(accent.resolve(in: environment) == Color.white.resolve(in: environment))
  }

  @Test("S381: colors of equal styles are equal; of different styles, not")
  func customColorEquality() {
    #expect(Color(Dynamic(light: .blue, dark: .white)) == Color(Dynamic(light: .blue, dark: .white)))
    #expect(Color(Dynamic(light: .blue, dark: .white)) != Color(Dynamic(light: .red, dark: .white)))
    #expect(Color(Color.red) == Color.red)
  }

  @Test("S381: generic code on `Resolved == Color.Resolved` takes a color and a custom style")
  func genericOverResolved() {
    let environment = EnvironmentValues()
    #expect(Color.white.luminance(in: environment) == 1)
    #expect(Dynamic(light: .black, dark: .white).luminance(in: environment) == 0)
  }

  @Test("S381: a screen mixing colors through Color(_:) and filling with a custom style mounts")
  func screenMounts() {
    let host = mount(Swatch())
    #expect(host.root.descendants.contains { $0.recordedModifier?.name == "frame" })
  }

  @Test("S381: a style SwiftUI resolves itself resolves to Never, which traps when called")
  func neverResolvedTraps() async {
    #expect(HierarchicalShapeStyle.Resolved.self == Never.self)
    await #expect(processExitsWith: .failure) {
      _ = HierarchicalShapeStyle.secondary.resolve(in: EnvironmentValues())
    }
  }
}
