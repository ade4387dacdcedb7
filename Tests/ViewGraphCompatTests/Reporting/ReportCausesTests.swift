import Foundation
import Testing

@testable import ViewGraphCompat

/// The check ranks what keeps files out by how many files importing SwiftUI each cause
/// would bring back: its own and every file blocked through it.
@Suite("viewgraph-compat: causes ranked by files they keep out", .serialized, .ownThread)
struct ReportCausesTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("a framework's file blocks a view, which blocks a screen: the framework keeps out both")
  func chains() throws {
    let app = try FixtureApp([
      "Places.swift": """
      import HealthKit
      struct Places { static let title = "Places" }
      """,
      "Badge.swift": """
      import SwiftUI
      struct Badge: View { var body: some View { Text(Places.title) } }
      """,
      "Screen.swift": """
      import SwiftUI
      struct Screen: View { var body: some View { Badge() } }
      """,
      "Broken.swift": """
      import SwiftUI
      struct Broken: View { var body: some View { Text(undefinedTitle) } }
      """,
      "Fine.swift": """
      import SwiftUI
      struct Fine: View { var body: some View { Text("fine") } }
      """,
    ])
    let report = Report(results: try ViewGraphCompatTests.results(for: app), listsEveryFile: false)
    #expect(report.causes.map(\.cause) == ["HealthKit", "Broken.swift does not compile"])
    #expect(report.causes.map(\.files) == [2, 1])
    #expect(
      report.text.contains(
        """

        What keeps the rest out, by files importing SwiftUI each would bring back (its own and those it blocks):
             2 HealthKit
             1 Broken.swift does not compile

        """))
  }

  @Test("a chain that loops ends at the file met twice")
  func loops() {
    let lead = { (file: String) in
      Outcome.blocked([
        Diagnostic(path: "", line: 0, column: 0, message: "uses X, declared in \(file), which is left out")
      ])
    }
    let outcomes = ["A.swift": lead("B.swift"), "B.swift": lead("A.swift")]
    #expect(Report.cause(of: "A.swift", outcomes: outcomes, seen: []) == "A.swift is left out")
  }
}
