import Foundation
import Testing

@testable import ViewGraphCompat

/// Shapes of real apps that a measurement found the tool handling wrongly, each written
/// as a small fixture (the app it came from is named in the test).
@Suite("viewgraph-compat: what the report lists", .serialized, .ownThread)
struct ReportTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  // Mowee, SpawnApp: a screen blocked by a view model that is blocked by a model importing
  // Firebase. Counting the screen needs each link of that chain listed.
  @Test("with --all-files, models left out or blocked are listed with the reason, not counted")
  func modelChainListed() throws {
    let app = try FixtureApp([
      "Session.swift": "import FirebaseAuth\nstruct Session { var user = \"ada\" }\n",
      "AccountModel.swift": "import Foundation\nstruct AccountModel { var session = Session() }\n",
      "AccountView.swift": """
      import SwiftUI
      struct AccountView: View {
        var model = AccountModel()
        var body: some View { Text(model.session.user) }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    let listed = Report(results: [result], listsEveryFile: true).text
    #expect(
      listed.contains(
        "  – Session.swift: left out, imports FirebaseAuth (a file without SwiftUI, not counted)"),
      "\(listed)")
    #expect(
      listed.contains(
        "  – AccountModel.swift: blocked, uses Session, declared in Session.swift, which is left out (a file without SwiftUI, not counted)"
      ), "\(listed)")
    #expect(
      listed.contains("  – AccountView.swift: blocked, uses AccountModel, declared in AccountModel.swift"))
    #expect(!Report(results: [result], listsEveryFile: false).text.contains("not counted"))
  }

  // lo-cafe/winston (measure10): the compiler failed at no file, the tool gave up on the
  // target, and its report read "0 of 0 files", as if there were nothing to count.
  @Test("a target the tool could not measure is named beside the total, with why")
  func unmeasuredTargetIsSaid() {
    var report = Report(results: [], listsEveryFile: false)
    report.unmeasured = [
      ("winston", "the compiler failed without a diagnostic on a file:\n<unknown>:0: error: x")
    ]
    #expect(
      report.text.contains(
        "Not measured: app target winston, none of its files counted: the compiler failed without a "
          + "diagnostic on a file: <unknown>:0: error: x"), "\(report.text)")
  }
}
