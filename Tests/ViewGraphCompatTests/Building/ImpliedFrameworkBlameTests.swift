import Foundation
import Testing

@testable import ViewGraphCompat

/// A file that uses SwiftData through `import SwiftUI` and fails is left out for SwiftData only
/// when its errors are about SwiftData; one failing on SwiftUI API fails on that API, so the
/// report and the corpus figures name the true cause.
@Suite(
  "viewgraph-compat: a framework used through SwiftUI is blamed only for its own errors", .serialized,
  .ownThread)
struct ImpliedFrameworkBlameTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("a screen reading the model context that fails on a modifier fails on the modifier")
  func screenFailingOnSwiftUIIsNotSwiftDatas() throws {
    let app = try FixtureApp([
      "Item.swift": """
      import Foundation
      import SwiftData
      @Model final class Item {
        var name: String
        init(name: String) { self.name = name }
      }
      """,
      "Settings.swift": """
      import SwiftUI
      struct Settings: View {
        @Environment(\\.modelContext) private var context
        var body: some View { Text("Settings").noSuchModifierHere() }
      }
      """,
      "Counter.swift": """
      import SwiftUI
      struct Counter: View {
        var title: some View { Text("Items").noSuchModifierEither() }
        @Query private var items: [Item]
        var body: some View { Text("\\(items.count)") }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    let report = Report(results: [result], listsEveryFile: true).text
    func outcome(_ path: String) -> Outcome? {
      result.viewFiles.first { $0.file.relativePath == path }?.outcome
    }
    guard case .fails(let errors) = outcome("Settings.swift") else {
      Issue.record(
        "Settings.swift does not fail on its own error: \(String(describing: outcome("Settings.swift")))\n\(report)"
      )
      return
    }
    #expect(errors.first?.message.contains("noSuchModifierHere") == true)
    // `@Query` without `import SwiftData`: the error names SwiftData's type.
    guard case .leftOut(let reason) = outcome("Counter.swift") else {
      Issue.record(
        "Counter.swift is not left out: \(String(describing: outcome("Counter.swift")))\n\(report)")
      return
    }
    #expect(reason.hasPrefix("uses SwiftData (through SwiftUI)"), "\(reason)")
    // The evidence is the error about SwiftData, not the file's first error.
    #expect(reason.contains("'Query'") && !reason.contains("noSuchModifierEither"), "\(reason)")
  }
}
