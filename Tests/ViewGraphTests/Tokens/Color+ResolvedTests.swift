import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the screens a probe of common iOS 16–26 apps measured write it, and mounted, so the
// snippet is compiled in full and its view runs.

@MainActor
@Suite("Color.Resolved")
struct ColorResolvedTests {
  @Test("Color.resolve reads system, component and mixed colors; Color(resolved) round-trips")
  func colorResolution() {
    let environment = EnvironmentValues()
    #expect(Color.blue.resolve(in: environment) == Color.Resolved(red: 0, green: 0.478, blue: 1))
    #expect(Color(red: 1, green: 0.5, blue: 0).opacity(0.5).resolve(in: environment).opacity == 0.5)
    let gray = Color.black.mix(with: .white, by: 0.25).resolve(in: environment)
    #expect(gray.red == 0.25 && gray.green == 0.25 && gray.blue == 0.25)
    #expect(Color(Color.Resolved(red: 0.2, green: 0.4, blue: 0.6)).resolve(in: environment).green == 0.4)
    #expect(Color(hue: 0, saturation: 1, brightness: 1).resolve(in: environment).red == 1)
    #expect(Color("Brand").resolve(in: environment) == Color.Resolved(red: 0, green: 0, blue: 0))
  }
}
