import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// API of the current SDK that apps reach, as Apple declares it.

@MainActor
@Suite("LabeledContent")
struct LabeledContentTests {
  @Test("LabeledContent takes a string value as its title, as Apple's init(_:value:) does")
  func labeledContentStringTitle() {
    let species = "Cat"
    let host = mount(
      VStack {
        LabeledContent(species, value: "Tom")
        LabeledContent("Key", value: "Value")
      })
    #expect(host.texts == ["Cat", "Tom", "Key", "Value"])
  }
}
