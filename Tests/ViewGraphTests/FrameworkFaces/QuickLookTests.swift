import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphQuickLook

/// An attachments list that previews the tapped file, as IceCubesApp's media viewer does.
private struct AttachmentsScreen: View {
  let files = ["a.png", "b.pdf"].map { URL(fileURLWithPath: "/tmp/\($0)") }
  @State private var previewed: URL?
  var body: some View {
    VStack {
      ForEach(files, id: \.self) { file in
        Button(file.lastPathComponent) { previewed = file }
      }
      Text(previewed?.lastPathComponent ?? "closed")
    }
    .quickLookPreview($previewed, in: files)
  }
}

/// A data source of two files for a preview controller.
@MainActor
private final class Files: QLPreviewControllerDataSource, QLPreviewControllerDelegate {
  let urls = ["a.png", "b.pdf"].map { NSURL(fileURLWithPath: "/tmp/\($0)") }
  var dismissed = 0
  func numberOfPreviewItems(in controller: QLPreviewController) -> Int { urls.count }
  func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem {
    urls[index]
  }
  func previewControllerDidDismiss(_ controller: QLPreviewController) { dismissed += 1 }
}

@MainActor
@Suite("S409: QuickLook's previews")
struct QuickLookTests {
  @Test("S409: the preview shows the selection; moving through items and closing write the binding")
  func previewWritesItsBinding() throws {
    let host = mount(AttachmentsScreen())
    host.tap("b.pdf")
    let preview = try #require(host.root.descendants.compactMap { $0.value as? QuickLookPreview }.first)
    #expect(preview.previewed?.lastPathComponent == "b.pdf" && preview.items.count == 2)
    host.perform { preview.show(URL(fileURLWithPath: "/tmp/a.png")) }
    host.update()
    #expect(host.texts.last == "a.png")
    host.perform { preview.dismiss() }
    host.update()
    #expect(host.texts.last == "closed")
  }

  @Test("S409: a preview controller shows its data source's current item; closing tells its delegate")
  func previewControllerAsksItsDataSource() {
    let files = Files()
    let controller = QLPreviewController()
    controller.dataSource = files
    controller.delegate = files
    #expect(controller.currentPreviewItem?.previewItemTitle == "a.png")
    controller.currentPreviewItemIndex = 1
    #expect(controller.currentPreviewItem?.previewItemURL?.lastPathComponent == "b.pdf")
    controller.currentPreviewItemIndex = 5
    #expect(controller.currentPreviewItem == nil)
    controller.dismissPreview()
    #expect(files.dismissed == 1)
    #expect(QLPreviewController.canPreview(files.urls[0]))
  }
}
