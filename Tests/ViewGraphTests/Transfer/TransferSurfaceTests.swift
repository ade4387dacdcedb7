import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Sharing, drag and drop, pasting and files, written as apps write them (with only `import
// SwiftUI` there: `Transferable` and `UTType` come along) and mounted, so each snippet is
// compiled in full and its view runs.

extension UTType {
  fileprivate static let surfaceTodo = UTType(exportedAs: "com.example.surface-todo")
}

private struct SurfaceTodo: Codable, Transferable, Equatable {
  var text: String
  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .surfaceTodo)
    ProxyRepresentation(exporting: \.text)
  }
}

private struct SurfacePhoto: Transferable, Identifiable {
  let id = UUID()
  var caption: String
  var image: Image
  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: \.image)
  }
}

private struct SurfaceMovie: Transferable {
  let url: URL
  static var transferRepresentation: some TransferRepresentation {
    FileRepresentation(contentType: .mpeg4Movie) { movie in
      SentTransferredFile(movie.url)
    } importing: { received in
      Self(url: received.file)
    }
    .suggestedFileName("Movie.mp4")
  }
}

private struct SurfaceLayer: Transferable {
  var data: Data
  var hasPNG: Bool
  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .data) {
      $0.data
    } importing: {
      SurfaceLayer(data: $0, hasPNG: false)
    }
    DataRepresentation(exportedContentType: .png) { $0.data }
      .exportingCondition { $0.hasPNG }
      .suggestedFileName { _ in "layer.png" }
    ProxyRepresentation(importing: { (text: String) in SurfaceLayer(data: Data(text.utf8), hasPNG: false) })
  }
}

private struct SurfaceNote: Transferable {
  var body: String
  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: { $0.body }, importing: { SurfaceNote(body: $0) })
  }
}

private struct SurfaceTextFile: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  static var writableContentTypes: [UTType] { [.plainText] }
  var text = ""
  init(text: String = "") { self.text = text }
  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
    text = String(decoding: data, as: UTF8.self)
  }
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    let note = FileWrapper(regularFileWithContents: Data(text.utf8))
    note.preferredFilename = "note.txt"
    if let existing = configuration.existingFile, existing.isRegularFile { _ = existing.filename }
    return FileWrapper(directoryWithFileWrappers: ["note.txt": note])
  }
}

private final class SurfaceDrawing: ReferenceFileDocument, @unchecked Sendable {
  static var readableContentTypes: [UTType] { [.json] }
  @Published var strokes: [String] = []
  init() {}
  init(configuration: ReadConfiguration) throws {
    strokes = try JSONDecoder().decode([String].self, from: configuration.file.regularFileContents ?? Data())
  }
  func snapshot(contentType: UTType) throws -> [String] { strokes }
  func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
  }
}

private struct SharingScreen: View {
  let photos = [SurfacePhoto(caption: "Beach", image: Image(systemName: "sun.max"))]
  var body: some View {
    VStack {
      ShareLink(items: photos) { photo in SharePreview(photo.caption, image: photo.image) }
      ShareLink(item: photos[0], preview: SharePreview("One", image: photos[0].image)) { Text("Share one") }
      ShareLink(item: URL(string: "https://example.com")!)
      ShareLink("Link", item: URL(string: "https://example.com")!)
      ShareLink(items: ["a", "b"]) { Text("Strings") }
      ShareLink(item: "text", subject: Text("S"), message: Text("M"), preview: SharePreview("Text"))
      ShareLink(Text("Titled"), item: "x", preview: SharePreview("p", icon: Image(systemName: "doc")))
      ShareLink(item: URL(string: "https://a.example")!, subject: Text("s"), message: Text("m")) {
        Label("Share", systemImage: "square.and.arrow.up")
      }
      PasteButton(payloadType: String.self) { _ in }
      RenameButton()
    }
  }
}

private struct DragScreen: View {
  @State private var tags = ["a"]
  @State private var isTargeted = false
  var body: some View {
    List(tags, id: \.self) { tag in Text(tag).draggable(tag) { Label(tag, systemImage: "tag") } }
      .copyable(tags)
      .cuttable(for: String.self) {
        let cut = tags
        tags = []
        return cut
      }
      .pasteDestination(for: String.self) {
        tags += $0
      } validator: {
        $0.filter { !$0.isEmpty }
      }
      .dropDestination(for: URL.self) { urls, location in !urls.isEmpty && location.x >= 0 }
      .dropDestination(for: Data.self) { _, _ in
        false
      } isTargeted: {
        isTargeted = $0
      }
      .overlay { if isTargeted { Color.accentColor.opacity(0.2) } }
    PasteButton(payloadType: URL.self) { urls in tags += urls.map(\.absoluteString) }
      .labelStyle(.iconOnly)
  }
}

private struct SwatchScreen: View {
  @State var swatches: [Color] = []
  var body: some View {
    HStack {
      Color.red.draggable(Color.red)
      Image(systemName: "photo").draggable(Image(systemName: "photo"))
      Text("notes.txt").onDrag {
        NSItemProvider(contentsOf: URL(fileURLWithPath: "/tmp/none")) ?? NSItemProvider()
      }
      Rectangle().onDrop(of: [.fileURL, .plainText], isTargeted: nil) { providers, location in
        !providers.isEmpty && location.x >= 0
      }
      Rectangle().dropDestination(for: Color.self) { colors, _ in
        swatches += colors
        return true
      }
    }
  }
}

private struct FilesScreen: View {
  @State private var moving = false
  @State private var exporting = false
  @State private var importing = false
  @State private var document = SurfaceTextFile(text: "Hello")
  @StateObject private var drawing = SurfaceDrawing()
  let files = [URL(fileURLWithPath: "/tmp/a.txt")]
  var body: some View {
    List(files, id: \.self) { Text($0.lastPathComponent) }
      .fileMover(isPresented: $moving, file: files.first) { result in
        if case .failure(let error) = result { print(error.localizedDescription) }
      }
      .fileMover(isPresented: $moving, files: files) { _ in }
      .fileExporter(
        isPresented: $exporting, document: document, contentType: .plainText, defaultFilename: "a"
      ) { _ in }
      .fileExporter(isPresented: $exporting, documents: [document], contentType: .plainText) { _ in }
      .fileExporter(isPresented: $exporting, document: drawing, contentType: .json) { _ in }
      .fileExporter(
        isPresented: $exporting, item: "Some text", contentTypes: [.plainText], defaultFilename: "a.txt"
      ) {
        _ in
      } onCancellation: {
      }
      .fileExporter(isPresented: $exporting, items: ["a", "b"]) { _ in }
      .fileExporter(isPresented: $exporting, documents: [drawing], contentType: .json) { _ in }
      .fileDialogMessage("Choose a file")
      .fileDialogConfirmationLabel(Text("Import"))
      .fileExporterFilenameLabel("Export As:")
      .fileDialogDefaultDirectory(URL(fileURLWithPath: "/tmp"))
      .fileDialogCustomizationID("files")
      .fileDialogImportsUnresolvedAliases(false)
      .fileDialogBrowserOptions([.displayFileExtensions, .includeHiddenFiles])
      .fileImporter(isPresented: $importing, allowedContentTypes: [.json]) { _ in }
      .fileImporter(
        isPresented: $importing, allowedContentTypes: [.pdf, .image], allowsMultipleSelection: true
      ) {
        result in
        if case .success(let urls) = result { _ = urls.count }
      } onCancellation: {
      }
  }
}

private struct RenameScreen: View {
  @State private var name = "Untitled"
  @FocusState private var isRenaming: Bool
  @Environment(\.rename) private var rename
  var body: some View {
    TextField("Name", text: $name)
      .focused($isRenaming)
      .toolbar { RenameButton() }
      .renameAction($isRenaming)
    Button("Rename via environment") { rename?() }
      .renameAction { isRenaming = true }
  }
}

private struct DocumentsApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: SurfaceTextFile()) { file in
      TextEditor(text: file.$document.text)
      Text(file.fileURL?.lastPathComponent ?? "Untitled").foregroundStyle(
        file.isEditable ? .primary : .secondary)
    }
    DocumentGroup(viewing: SurfaceTextFile.self) { file in Text(file.document.text) }
    DocumentGroup(newDocument: { SurfaceDrawing() }) { file in Text("\(file.document.strokes.count) strokes")
    }
  }
}

@MainActor
@Suite("Transfer surface: sharing, drag and drop, pasting and files, as apps write them")
struct TransferSurfaceTests {
  @Test("each screen mounts with its transfer modifiers, and its controls' labels")
  func screensMount() {
    let sharing = mount(SharingScreen())
    let shared = sharing.root.descendants.compactMap(\.sharedItems)
    #expect(shared.count == 8)
    #expect(shared[2].first as? URL == URL(string: "https://example.com"))
    #expect(shared[4].compactMap { $0 as? String } == ["a", "b"])
    #expect(sharing.texts.contains("Share one"))
    #expect(sharing.texts.contains("Paste"))
    #expect(sharing.texts.contains("Rename"))
    #expect(mount(DragScreen()).root.descendants.compactMap(\.dropDestination).count == 2)
    #expect(mount(FilesScreen()).root.descendants.compactMap(\.fileExporter).count == 6)
    #expect(mount(RenameScreen()).texts.contains("Rename"))
    #expect(mount(AppRoot(DocumentsApp())).texts.contains("Untitled"))
  }

  @Test("representations go to data and back: Codable, proxies, files, conditions")
  func representationsRoundTrip() async throws {
    let host = mount(DragScreen())
    let strings = try #require(host.root.descendants.compactMap(\.pasteDestination).first)
    try await strings.paste([SurfaceTodo(text: "Milk"), SurfaceNote(body: "Tea")])
    host.update()
    #expect(host.texts.contains("Milk"))
    #expect(host.texts.contains("Tea"))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "surface-\(UUID().uuidString).mp4")
    try Data("movie".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let data = try #require(
      host.root.descendants.compactMap(\.dropDestination).first { $0.payloadType == Data.self })
    #expect(
      try await data.drop([SurfaceMovie(url: file), SurfaceLayer(data: Data([1]), hasPNG: false)]) == false)
  }

  @Test("a color dragged in the app drops as itself; an image carries itself")
  func colorsAndImages() async throws {
    let host = mount(SwatchScreen())
    let payloads = host.root.descendants.compactMap(\.dragPayload)
    #expect(payloads.count == 2)
    #expect(host.root.descendants.compactMap(\.dragItemProvider).first?.registeredTypeIdentifiers == [])
    let destination = try #require(host.root.descendants.compactMap(\.dropDestination).last)
    try await destination.drop([payloads[0]])
    host.update()
    #expect(host.view(SwatchScreen.self)?.swatches == [.red])
    await #expect(throws: (any Error).self) { try await destination.drop([payloads[1]]) }
  }

  @Test("an onDrag provider made from an NSString offers its text as UTF-8 plain text")
  func objectProvider() async throws {
    let emoji = "🍎"
    let host = mount(Text(emoji).onDrag { NSItemProvider(object: emoji as NSString) })
    let provider = try #require(host.root.descendants.compactMap(\.dragItemProvider).first)
    #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
    #expect(provider.hasItemConformingToTypeIdentifier("public.plain-text"))
    let text: String? = await withCheckedContinuation { continuation in
      provider.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { data, _ in
        continuation.resume(returning: data.map { String(decoding: $0, as: UTF8.self) })
      }
    }
    #expect(text == emoji)
    let link = NSItemProvider(object: NSURL(string: "https://example.com")!)
    #expect(link.registeredTypeIdentifiers == ["public.url"])
  }

  @Test("FileWrapper holds files and folders, and writes them")
  func fileWrapper() throws {
    let folder = FileWrapper(directoryWithFileWrappers: [:])
    let name = folder.addRegularFile(withContents: Data("a".utf8), preferredFilename: "a.txt")
    #expect(name == "a.txt")
    #expect(folder.isDirectory)
    #expect(folder.fileWrappers?["a.txt"]?.regularFileContents == Data("a".utf8))
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wrapper-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    try folder.write(to: url, options: [], originalContentsURL: nil)
    let read = try FileWrapper(url: url)
    #expect(read.fileWrappers?["a.txt"]?.isRegularFile == true)
  }
}
