import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private struct TextFile: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text: String
  init(text: String) { self.text = text }
  init(configuration: ReadConfiguration) throws {
    text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
  }
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(text.utf8))
  }
}

private struct Report: Codable, Transferable {
  var title: String
  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json).suggestedFileName("Report.json")
  }
}

private struct Exporter: View {
  @State var text = "Hello"
  @State var isExporting = false
  @State var isExportingReport = false
  @State var saved: String = "nothing"
  var body: some View {
    VStack {
      Text(saved)
      Button("Export") { isExporting = true }
        .fileExporter(
          isPresented: $isExporting, document: TextFile(text: text), contentType: .plainText,
          defaultFilename: "Note"
        ) { result in
          saved = (try? result.get())?.lastPathComponent ?? "failed"
        }
      Button("Report") { isExportingReport = true }
        .fileExporter(isPresented: $isExportingReport, item: Report(title: text)) { result in
          saved = (try? result.get())?.lastPathComponent ?? "failed"
        }
    }
  }
}

@MainActor
@Suite("S154: a file exporter writes what it exports where the user saves it, then closes")
struct FileExporterTests {
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("S154-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("S154: saving writes the document through fileWrapper(configuration:), closes, runs onCompletion")
  func exportsTheDocument() async throws {
    let host = mount(Exporter())
    let target = try folder()
    defer { try? FileManager.default.removeItem(at: target) }
    #expect(await host.root.descendants.compactMap(\.fileExporter).first?.export(to: target) == nil)
    host.tap("Export")
    let exporter = try #require(host.root.descendants.compactMap(\.fileExporter).first)
    #expect(exporter.isPresented)
    let urls = try #require(await exporter.export(to: target))
    host.update()
    #expect(urls.map(\.lastPathComponent) == ["Note.txt"])
    #expect(try String(contentsOf: urls[0], encoding: .utf8) == "Hello")
    #expect(host.view(Exporter.self)?.isExporting == false)
    #expect(host.texts.contains("Note.txt"))
  }

  @Test("S154: a transferable item is written through its representation, named as it suggests")
  func exportsTheItem() async throws {
    let host = mount(Exporter())
    let target = try folder()
    defer { try? FileManager.default.removeItem(at: target) }
    host.tap("Report")
    let exporter = try #require(host.root.descendants.compactMap(\.fileExporter).last)
    let urls = try #require(await exporter.export(to: target))
    host.update()
    #expect(urls.map(\.lastPathComponent) == ["Report.json"])
    #expect(try JSONDecoder().decode(Report.self, from: Data(contentsOf: urls[0])).title == "Hello")
    #expect(host.view(Exporter.self)?.isExportingReport == false)
  }
}
