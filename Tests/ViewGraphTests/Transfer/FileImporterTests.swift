import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private struct Importer: View {
  @State var isImporting = false
  @State var isImportingPhotos = false
  @State var status = "none"
  @State var photos: [URL] = []
  var body: some View {
    VStack {
      Text(status)
      Button("Import") { isImporting = true }
        .fileImporter(isPresented: $isImporting, allowedContentTypes: [.json]) { result in
          switch result {
          case .success(let url): status = "imported \(url.lastPathComponent)"
          case .failure(let error): status = "failed: \(error)"
          }
        }
      Button("Photos") { isImportingPhotos = true }
        .fileImporter(
          isPresented: $isImportingPhotos, allowedContentTypes: [.image], allowsMultipleSelection: true
        ) {
          result in
          photos = (try? result.get()) ?? []
        } onCancellation: {
          status = "cancelled"
        }
    }
  }
}

private struct ImportFailure: Error, CustomStringConvertible {
  var description: String { "no access" }
}

@MainActor
@Suite("S153: a file importer is completed by the user's choice, then closes")
struct FileImporterTests {
  private func importers(_ host: ViewHost) -> [FileImporterPresentation] {
    host.root.descendants.compactMap(\.fileImporter)
  }

  @Test("S153: completing a presented importer closes it, then runs onCompletion with the URL")
  func completeWithURL() throws {
    let host = mount(Importer())
    let importer = try #require(importers(host).first)
    #expect(importer.isPresented == false)
    #expect(
      importer.complete(with: [URL(fileURLWithPath: "/tmp/a.json")]) == false, "not presented: nothing runs")
    #expect(host.view(Importer.self)?.status == "none")
    host.tap("Import")
    #expect(try #require(importers(host).first).isPresented)
    #expect(try #require(importers(host).first).allowedContentTypes == [.json])
    #expect(try #require(importers(host).first).complete(with: [URL(fileURLWithPath: "/tmp/trip.json")]))
    host.update()
    #expect(host.view(Importer.self)?.isImporting == false)
    #expect(host.texts.contains("imported trip.json"))
  }

  @Test("S153: a failure closes the importer and reaches onCompletion")
  func failure() throws {
    let host = mount(Importer())
    host.tap("Import")
    #expect(try #require(importers(host).first).fail(with: ImportFailure()))
    host.update()
    #expect(host.view(Importer.self)?.isImporting == false)
    #expect(host.texts.contains("failed: no access"))
  }

  @Test("S153: a multiple-selection importer gets every URL; cancelling runs onCancellation only")
  func multipleAndCancel() throws {
    let host = mount(Importer())
    host.tap("Photos")
    let photos = try #require(importers(host).last)
    #expect(photos.allowsMultipleSelection)
    let urls = [URL(fileURLWithPath: "/tmp/a.png"), URL(fileURLWithPath: "/tmp/b.png")]
    #expect(photos.complete(with: urls))
    host.update()
    #expect(host.view(Importer.self)?.photos == urls)
    #expect(host.view(Importer.self)?.isImportingPhotos == false)
    host.tap("Photos")
    #expect(try #require(importers(host).last).cancel())
    host.update()
    #expect(host.view(Importer.self)?.isImportingPhotos == false)
    #expect(host.view(Importer.self)?.photos == urls)
    #expect(host.texts.contains("cancelled"))
  }
}
