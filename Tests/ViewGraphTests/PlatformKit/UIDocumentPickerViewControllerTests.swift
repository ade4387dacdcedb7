import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A file importer as apps wrap one: the coordinator hands the picked URLs to a closure
/// that writes the binding.
private struct FileImporter: UIViewControllerRepresentable {
  @Binding var picked: [URL]

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
    let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.json, .plainText], asCopy: true)
    picker.delegate = context.coordinator
    picker.allowsMultipleSelection = true
    return picker
  }

  func updateUIViewController(_ picker: UIDocumentPickerViewController, context: Context) {
    context.coordinator.parent = self
  }

  final class Coordinator: NSObject, UIDocumentPickerDelegate {
    var parent: FileImporter
    init(_ parent: FileImporter) { self.parent = parent }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
      parent.picked = urls
    }
  }
}

private struct ImportScreen: View {
  @State var picked: [URL] = []
  var body: some View {
    VStack {
      FileImporter(picked: $picked)
      Text("\(picked.count) files")
    }
  }
}

@MainActor
@Suite("S376: the Files picker")
struct UIDocumentPickerViewControllerTests {
  @Test("S376: the picker keeps what it opens; a pick the delegate hears writes the binding")
  func pickWritesTheBinding() throws {
    let host = mount(ImportScreen())
    let node = try #require(host.root.descendants.first { $0.viewType == FileImporter.self })
    let picker = try #require(node.representablePlatformObject as? UIDocumentPickerViewController)
    #expect(picker.contentTypes == [.json, .plainText] && picker.isCopy && picker.allowsMultipleSelection)
    let urls = [URL(fileURLWithPath: "/tmp/a.json"), URL(fileURLWithPath: "/tmp/b.txt")]
    host.perform { picker.delegate?.documentPicker(picker, didPickDocumentsAt: urls) }
    host.update()
    #expect(host.texts.contains("2 files"))
    host.perform { picker.delegate?.documentPickerWasCancelled(picker) }
    host.update()
    #expect(host.texts.contains("2 files"))
  }

  @Test("S376: an export picker keeps its files and opens no types")
  func exportPickerKeepsItsFiles() {
    let file = URL(fileURLWithPath: "/tmp/report.pdf")
    let picker = UIDocumentPickerViewController(forExporting: [file])
    #expect(picker.exportedURLs == [file] && picker.contentTypes.isEmpty && !picker.isCopy)
  }
}
