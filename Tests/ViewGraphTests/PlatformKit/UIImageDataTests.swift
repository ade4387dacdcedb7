import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@Suite("S351: UIImage's PNG and JPEG data round-trip through UIImage(data:)")
struct UIImageDataTests {
  @Test("S351: pngData() is a PNG stream that UIImage(data:) reads back as an equal image")
  func pngRoundTrip() throws {
    let image = try #require(UIImage(named: "Avatar"))
    let png = try #require(image.pngData())
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(Array(png.suffix(12).prefix(8)) == [0, 0, 0, 0] + Array("IEND".utf8))
    let decoded = try #require(UIImage(data: png))
    #expect(decoded == image && decoded.description == "Avatar")
    #expect(decoded.pngData() == png)
  }

  @Test("S351: jpegData(compressionQuality:) is a JPEG stream that reads back as an equal image")
  func jpegRoundTrip() throws {
    let image = try #require(UIImage(systemName: "star.fill"))
    let jpeg = try #require(image.jpegData(compressionQuality: 0.8))
    #expect(Array(jpeg.prefix(2)) == [0xFF, 0xD8] && Array(jpeg.suffix(2)) == [0xFF, 0xD9])
    #expect(UIImage(data: jpeg) == image)
    #expect(image.jpegData(compressionQuality: 0.1) == jpeg)
  }

  @Test("S351: an image copied to the pasteboard reads back as the same image, and as PNG data")
  func pasteboardImage() throws {
    // A pasteboard of its own: `general` is the process's, which other tests read.
    let pasteboard = UIPasteboard()
    let image = try #require(UIImage(named: "Sticker"))
    pasteboard.image = image
    #expect(pasteboard.image == image && pasteboard.hasImages && !pasteboard.hasStrings)
    #expect(pasteboard.string == nil)
    let png = try #require(pasteboard.items.first?["public.png"] as? Data)
    #expect(UIImage(data: png) == image)
    pasteboard.items = [["public.png": png]]
    #expect(pasteboard.image == image)
  }

  @Test("S351: other data keeps only its size; empty data is no image")
  func otherData() {
    #expect(UIImage(data: Data([1, 2, 3]))?.description == "data(3 bytes)")
    #expect(UIImage(data: Data()) == nil)
    #expect(UIImage(data: Data([0x89, 0x50, 0x4E, 0x47]))?.description == "data(4 bytes)")
  }
}
