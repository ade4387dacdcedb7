import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphPhotosUI

private struct AvatarScreen: View {
  @State private var item: PhotosPickerItem?
  @State private var gallery: [PhotosPickerItem] = []
  var body: some View {
    VStack {
      PhotosPicker("Choose Avatar", selection: $item, matching: .images)
      PhotosPicker("Add to Gallery", selection: $gallery, maxSelectionCount: 2)
      Text(item?.itemIdentifier ?? "no avatar")
      Text("\(gallery.count) in gallery")
    }
  }
}

/// The mounted pickers with a text label, in order.
@MainActor
private func pickers(_ host: ViewHost) -> [PhotosPicker<Text>] {
  host.root.descendants.compactMap { $0.value as? PhotosPicker<Text> }
}

@MainActor
@Suite("S264: PhotosPicker writes its selection binding; items load what a test supplied")
struct PhotosPickerTests {
  let png = Data([0x89, 0x50, 0x4E, 0x47])

  @Test("S264: picking writes the single selection, and the multiple one up to maxSelectionCount")
  func pickingWritesTheBinding() throws {
    let host = mount(AvatarScreen())
    let single = try #require(pickers(host).first)
    #expect(single.filter?.name == "images")
    host.perform { single.pick([PhotosPickerItem(itemIdentifier: "cat", data: png)]) }
    host.update()
    let multiple = try #require(pickers(host).last)
    #expect(multiple.maxSelectionCount == 2)
    host.perform { multiple.pick(["a", "b", "c"].map { PhotosPickerItem(itemIdentifier: $0) }) }
    host.update()
    #expect(host.texts.suffix(2) == ["cat", "2 in gallery"])
  }

  @Test("S264: an item loads the supplied data; one with none warns and answers nil")
  func loadingAnswersTheSuppliedData() async throws {
    let item = PhotosPickerItem(itemIdentifier: "cat", data: png)
    #expect(try await item.loadTransferable(type: Data.self) == png)

    var answer: Data? = Data()
    let warnings = try await collectingNotModelledWarnings {
      answer = try await PhotosPickerItem(itemIdentifier: "dog").loadTransferable(type: Data.self)
    }
    #expect(answer == nil)
    #expect(
      warnings == [
        RuntimeWarning(
          .notModelled,
          "PhotosPickerItem \"dog\".loadTransferable(type: Data.self) has no photo library to load from; it "
            + "answers nil. Pick an item made with PhotosPickerItem(itemIdentifier:data:contentType:).")
      ])
  }
}
