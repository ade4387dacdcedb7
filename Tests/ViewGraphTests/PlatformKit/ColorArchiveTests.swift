import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// Defaults' color bridge keeps a color as its space's name and components, or archives the
/// platform color, and makes it again.
@MainActor
@Suite("Colors kept in settings: archives and color spaces")
struct ColorArchiveTests {
  @Test("UIColor and NSColor survive a keyed archive")
  func platformColorsArchive() throws {
    let colors = [
      UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.8), UIColor(white: 0.3, alpha: 1), .systemBlue,
    ]
    for color in colors {
      let data = try NSKeyedArchiver.archivedData(withRootObject: color, requiringSecureCoding: true)
      #expect(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data) == color)
    }
    let mac = NSColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    let data = try NSKeyedArchiver.archivedData(withRootObject: mac, requiringSecureCoding: true)
    #expect(try NSKeyedUnarchiver.unarchivedObject(ofClass: NSColor.self, from: data) == mac)
    // Other data is refused, not a crash.
    let other = try NSKeyedArchiver.archivedData(
      withRootObject: NSString(string: "red"), requiringSecureCoding: true)
    #expect((try? NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: other)) == nil)
  }

  @Test("a CGColor kept as its space's name and components is made again, and a Color from it")
  func colorSpaceRoundTrip() throws {
    let original = try #require(Color(red: 1, green: 0.5, blue: 0).cgColor)
    let name = try #require(original.colorSpace?.name as? String)
    let components = try #require(original.components)
    let space = try #require(CGColorSpace(name: name as CFString))
    let made = try #require(CGColor(colorSpace: space, components: components))
    #expect(made == original && name == "kCGColorSpaceSRGB")
    #expect(Color(made) == Color(cgColor: made))
    #expect(CGColorSpace(name: "not a space") == nil)
    #expect(CGColor(gray: 0.5, alpha: 1).colorSpace?.numberOfComponents == 1)
  }
}
