import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@MainActor
@Suite("S184: a Color made from a UIKit or AppKit color keeps what it is")
struct PlatformColorTests {
  @Test("S184: system colors keep their names, so two different ones never compare equal")
  func systemColorsKeepTheirNames() {
    #expect(Color(uiColor: .systemBackground) == Color(UIColor.systemBackground))
    #expect(Color(uiColor: .systemBackground) != Color(uiColor: .label))
    #expect(Color(uiColor: .systemGroupedBackground).description == "systemGroupedBackground")
    #expect(Color(nsColor: .windowBackgroundColor) == Color(.windowBackgroundColor))
    #expect(Color(nsColor: .windowBackgroundColor) != Color(nsColor: .controlBackgroundColor))
    #expect(Color(nsColor: .secondaryLabelColor).description == "secondaryLabelColor")
    // A name both frameworks have gives the same Color from either.
    #expect(Color(.systemBlue) == Color(nsColor: .systemBlue))
  }

  @Test("S184: component colors equal SwiftUI's own and resolve the same; alpha replaces alpha")
  func componentColorsMatchSwiftUIs() {
    let uiColor = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
    #expect(Color(uiColor: uiColor) == Color(red: 0.25, green: 0.5, blue: 0.75))
    #expect(Color(uiColor: .clear) == Color(white: 0, opacity: 0))
    #expect(Color(nsColor: NSColor(white: 1, alpha: 1)) == Color(white: 1))
    let resolved = Color(uiColor: uiColor.withAlphaComponent(0.5)).resolve(in: EnvironmentValues())
    #expect(resolved.opacity == 0.5)
    #expect(uiColor.withAlphaComponent(0.5).withAlphaComponent(0.2) == uiColor.withAlphaComponent(0.2))
    #expect(Color(uiColor: UIColor.label.withAlphaComponent(0.3)).description == "label.opacity(0.3)")
  }

  @Test("S184: a dynamic color stands for its light appearance and answers other traits")
  func dynamicColorsResolve() {
    let adaptive = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
    #expect(Color(uiColor: adaptive) == Color(white: 1))
    let dark = adaptive.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(dark == UIColor.black)
  }

  @Test("S184: NSColor(Color) keeps the color's components, which usingColorSpace and redComponent read")
  func componentsThroughNSColor() throws {
    let rgb = try #require(
      NSColor(Color(red: 0.2, green: 0.4, blue: 0.6).opacity(0.5)).usingColorSpace(.deviceRGB))
    #expect(abs(rgb.redComponent - 0.2) < 1e-6)
    #expect(abs(rgb.greenComponent - 0.4) < 1e-6)
    #expect(abs(rgb.blueComponent - 0.6) < 1e-6)
    #expect(abs(rgb.alphaComponent - 0.5) < 1e-6)
    let red = NSColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
    #expect(red.redComponent == 1 && red.greenComponent == 0 && red.hueComponent == 0)
    #expect(NSColor(white: 0.5, alpha: 1).brightnessComponent == 0.5)
  }

  @Test("S184: a SwiftUI color round-trips through UIColor and NSColor")
  func swiftUIColorsRoundTrip() {
    #expect(Color(uiColor: UIColor(Color.accentColor)) == Color.accentColor)
    #expect(Color(nsColor: NSColor(Color.red)) == Color.red)
  }
}

@MainActor
@Suite("S184: a UIKit color made from a SwiftUI color keeps its components")
struct UIColorComponentTests {
  @Test("S184: UIColor(Color).getRed and CIColor(color:) read a component color's own components")
  func componentsThroughUIColor() {
    let color = UIColor(Color(red: 187 / 255, green: 59 / 255, blue: 226 / 255))
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    let bytes = [red, green, blue].map { Int($0 * 255 + 0.5) }
    #expect(bytes == [187, 59, 226])
    #expect(alpha == 1)
    let core = CIColor(color: color)
    let coreBytes = [core.red, core.green, core.blue].map { Int($0 * 255 + 0.5) }
    #expect(coreBytes == [187, 59, 226])
    let hsb = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 0.5)
    #expect(hsb.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [1, 0, 0, 0.5])
    #expect(!UIColor.systemBackground.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect(CIColor(color: .systemBackground).red == 0)
  }
}
