import Foundation
import Testing

@testable import ViewGraphCompat

/// `--without-stand-in SwiftData` runs the same tool as if ViewGraph had no SwiftData: the
/// "before" of what the stand-in brings back, with nothing else changed.
@Suite(
  "viewgraph-compat: a run without one stand-in, to measure what it brings back", .serialized, .ownThread)
struct WithheldStandInsTests {
  @Test("a withheld framework is not available, and #if canImport of it is false, within the run only")
  func withheldIsUnavailable() {
    #expect(SourceFile.availableModules.contains("SwiftData"))
    WithheldStandIns.$frameworks.withValue(["SwiftData"]) {
      #expect(!SourceFile.availableModules.contains("SwiftData"))
      #expect(SourceFile.availableModules.contains("UIKit"))
      var conditions = ConditionStack()
      conditions.read(directive: "#if canImport(SwiftData)")
      #expect(!conditions.isActive)
    }
    #expect(SourceFile.availableModules.contains("SwiftData"))
  }

  @Test("the option's value names frameworks ViewGraph stands in for, in a check run")
  func parsesItsValue() {
    #expect(WithheldStandIns.parse("SwiftData", isInit: false) == .success(["SwiftData"]))
    #expect(WithheldStandIns.parse("SwiftData, UIKit", isInit: false) == .success(["SwiftData", "UIKit"]))
    guard case .failure(let unknown) = WithheldStandIns.parse("SwiftDta", isInit: false) else {
      Issue.record("a misspelt framework was accepted")
      return
    }
    #expect(
      unknown.text.hasPrefix(
        "viewgraph-compat: --without-stand-in SwiftDta is no framework ViewGraph stands in for; give one of OSLog, os,"
      ))
    guard case .failure(let initRun) = WithheldStandIns.parse("SwiftData", isInit: true) else {
      Issue.record("init accepted --without-stand-in")
      return
    }
    #expect(
      initRun.text
        == "viewgraph-compat: --without-stand-in measures a check run; init loads every stand-in. "
        + "Run it without init (viewgraph-compat <folder> --without-stand-in SwiftData).")
  }

  @Test("without SwiftData's stand-in, the model file is left out and the screen showing it is blocked")
  func swiftDataWithheld() throws {
    let app = try ViewGraphCompatTests.FixtureApp([
      "Trip.swift": """
      import Foundation
      import SwiftData
      @Model final class Trip {
        var name: String
        init(name: String) { self.name = name }
      }
      """,
      "TripRow.swift": """
      import SwiftUI
      struct TripRow: View {
        let trip: Trip
        var body: some View { Text(trip.name) }
      }
      """,
    ])
    let with = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(with.compiling == 1, "\(Report(results: [with], listsEveryFile: true).text)")
    let without = try #require(
      try WithheldStandIns.$frameworks.withValue(["SwiftData"]) {
        try ViewGraphCompatTests.results(for: app).first
      })
    let report = Report(results: [without], listsEveryFile: true).text
    #expect(without.compiling == 0, "\(report)")
    #expect(report.contains("Trip.swift: left out, imports SwiftData"), "\(report)")
    #expect(report.contains("TripRow.swift: blocked, uses Trip, declared in Trip.swift"), "\(report)")
  }
}
