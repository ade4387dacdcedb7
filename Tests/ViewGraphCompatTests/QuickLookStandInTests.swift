import Foundation
import Testing

@testable import ViewGraphCompat

/// IceCubesApp's `QuickLook.swift` (imports QuickLook, uses SwiftUI only) and a file list
/// previewing with `quickLookPreview`, compiled in a mirror (S409).
@Suite("viewgraph-compat: QuickLook", .serialized, .ownThread)
struct QuickLookStandInTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("S409: the import and the preview modifiers compile")
  func previewShapesCompile() throws {
    let app = try FixtureApp([
      "QuickLook.swift": """
      import Combine
      import QuickLook
      import SwiftUI
      @MainActor @Observable public class QuickLook {
        public var selected: URL?
        public static let shared = QuickLook()
      }
      """,
      "FilesView.swift": """
      import QuickLook
      import SwiftUI
      struct FilesView: View {
        let files: [URL]
        @State private var quickLook = QuickLook.shared
        @State private var previewed: URL?
        var body: some View {
          List(files, id: \\.self) { file in Button(file.lastPathComponent) { previewed = file } }
            .quickLookPreview($previewed, in: files)
            .quickLookPreview($quickLook.selected)
        }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.compiling == 2, "\(Report(results: [result], listsEveryFile: true).text)")
  }
}
