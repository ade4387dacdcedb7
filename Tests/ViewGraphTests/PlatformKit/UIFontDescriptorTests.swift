import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@MainActor
@Suite("S378: font descriptors")
struct UIFontDescriptorTests {
  @Test("S378: a descriptor with traits and a design makes the font it describes")
  func descriptorMakesTheFontItDescribes() throws {
    let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
    let rounded = try #require(headline.withSymbolicTraits(.traitBold)?.withDesign(.rounded))
    let font = UIFont(descriptor: rounded, size: 0)
    #expect(font.pointSize == 17 && font.description == "preferred(headline).bold.rounded")
    #expect(font.fontDescriptor.symbolicTraits == .traitBold)
    #expect(
      UIFont(descriptor: rounded, size: 20).description == "preferred(headline).bold.rounded.size(20.0)")
    #expect(Font(font) == Font(UIFont(descriptor: rounded, size: 0)))
  }

  @Test("S378: a design applies to system fonts only")
  func designAppliesToSystemFontsOnly() {
    let menlo = UIFontDescriptor(name: "Menlo", size: 12)
    #expect(menlo.withDesign(.serif) == nil)
    #expect(menlo.withSymbolicTraits([.traitItalic]) != nil)
    #expect(UIFont.systemFont(ofSize: 15).fontDescriptor.withDesign(.monospaced) != nil)
  }
}
