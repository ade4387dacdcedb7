import Foundation
import StateHarness
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphFoundationGaps
import XCTest

// An app that keeps its notes as files in Documents (issue 51: what one test's screen saved
// must not be the next test's starting data). The folder is asked through Foundation's
// search path as the app would; `viewgraph-compat init` declares the shadowing members in
// the app's module, and here the test reads the same container through AppContainer.

private struct NotesScreen: View {
  @State private var count = NotesScreen.savedNotes().count
  var body: some View {
    VStack {
      Text("\(count) notes")
      Button("Save") {
        let folder = NotesScreen.documents
        let note = folder.appendingPathComponent("note-\(count).txt")
        try? Data("hello".utf8).write(to: note)
        count = NotesScreen.savedNotes().count
      }
    }
  }

  static var documents: URL {
    AppContainer.urls(for: .documentDirectory, in: .userDomainMask, fileManager: .default)[0]
  }

  static func savedNotes() -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: documents.path))?.filter { $0.hasPrefix("note-") }
      ?? []
  }
}

@MainActor
@Suite("The app's folders are each test's own")
struct AppFoldersHandlingTests {
  @Test("each test starts from an empty Documents, whatever ran before", arguments: 1...3)
  func freshForEachTest(_ run: Int) {
    let harness = ParentHarness { NotesScreen() }
    #expect(harness.contains(text: "0 notes"))
    harness.find(button: "Save")?.tap()
    #expect(harness.contains(text: "1 notes"))
    #expect(NotesScreen.documents.path.contains("StateHarness-containers-"))
  }

  @Test("a second harness in the same test is a relaunch: it finds what the first saved")
  func relaunchFindsTheFiles() {
    let first = ParentHarness { NotesScreen() }
    first.find(button: "Save")?.tap()
    let relaunched = ParentHarness { NotesScreen() }
    #expect(relaunched.contains(text: "1 notes"))
  }

  @Test("the container has the folders a new install has, and Application Support is the app's to make")
  func containerLayout() throws {
    _ = ParentHarness { NotesScreen() }
    let root = try #require(AppContainer.root)
    var isFolder: ObjCBool = false
    for folder in ["Documents", "Library/Caches", "tmp"] {
      #expect(
        FileManager.default.fileExists(
          atPath: root.appendingPathComponent(folder).path, isDirectory: &isFolder))
      #expect(isFolder.boolValue, "\(folder)")
    }
    let support = try AppContainer.url(
      for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true,
      fileManager: .default)
    #expect(support == root.appendingPathComponent("Library/Application Support", isDirectory: true))
    #expect(FileManager.default.fileExists(atPath: support.path))
    #expect(
      AppContainer.temporaryDirectory(fileManager: .default)
        == root.appendingPathComponent("tmp", isDirectory: true))
  }

  #if !canImport(Darwin)
    @Test("URL.documentsDirectory, which Linux's Foundation lacks, is the test's container too")
    func documentsDirectoryFollows() throws {
      _ = ParentHarness { NotesScreen() }
      #expect(URL.documentsDirectory == NotesScreen.documents)
      #expect(
        URL.cachesDirectory
          == (try #require(AppContainer.root)).appendingPathComponent("Library/Caches", isDirectory: true))
    }
  #endif

  @Test("a test that makes no harness keeps Foundation's folders, whatever ran before")
  func noHarnessNoContainer() {
    #expect(AppContainer.root == nil)
    #expect(
      NotesScreen.documents == FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0])
  }

  @Test(
    ".stateHarness(appFolders: .shared) keeps the process's own folders", .stateHarness(appFolders: .shared))
  func sharedKeepsFoundationsFolders() {
    _ = ParentHarness { NotesScreen() }
    #expect(AppContainer.root == nil)
    #expect(
      NotesScreen.documents == FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0])
  }
}

/// The same from XCTest, which names no running test: each harness starts a new container.
final class AppFoldersHandlingXCTests: XCTestCase {
  func testEachHarnessInAnXCTestStartsFromAnEmptyContainer() {
    let (first, second, count) = MainActor.assumeIsolated {
      let harness = ParentHarness { NotesScreen() }
      harness.find(button: "Save")?.tap()
      let first = AppContainer.root
      let next = ParentHarness { NotesScreen() }
      return (first, AppContainer.root, next.contains(text: "0 notes"))
    }
    XCTAssertNotNil(first)
    XCTAssertNotEqual(first, second)
    XCTAssertTrue(count)
  }
}
