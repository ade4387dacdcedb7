import Foundation
import Testing

@testable import ViewGraphCompat

/// Modules every Swift toolchain has (RegexBuilder, Synchronization) and Darwin, which a
/// mirror reads as Glibc, keep the files importing them: they were left out as frameworks.
@Suite("viewgraph-compat: the standard library's modules and Darwin", .ownThread)
struct StandardModulesTests {
  @Test("a screen importing RegexBuilder and Darwin compiles")
  func regexBuilderAndDarwin() throws {
    let app = try ViewGraphCompatTests.FixtureApp([
      "Search.swift": """
      import Darwin
      import RegexBuilder
      import SwiftUI
      struct Search: View {
        let query: String
        var body: some View {
          let digits = Regex { OneOrMore(.digit) }
          Text(query.contains(digits) ? "\\(Int(sqrt(16.0)))" : "\\(getpid() > 0)")
        }
      }
      """
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.counted == 1)
    #expect(result.compiling == 1, "\(Report(results: [result], listsEveryFile: true).text)")
  }
}
