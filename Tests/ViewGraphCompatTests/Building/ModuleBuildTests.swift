import Foundation
import Testing

@testable import ViewGraphCompat

/// Shapes of real apps that a measurement found the tool handling wrongly, each written
/// as a small fixture (the app it came from is named in the test).
@Suite("viewgraph-compat: a module built round by round", .serialized, .ownThread)
struct ModuleBuildTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  // CodeEdit: screens using `WorkspaceDocument` (declared in a file importing AppKit and a
  // remote package) were listed as failing on their own: a fatal import stopped the first
  // round before they were checked, and the later round that found their errors no longer
  // knew the names of the files the first round left out.
  @Test("a file failing on a declaration of a file an earlier round left out is blocked, named")
  func blockedByEarlierRound() throws {
    let app = try FixtureApp([
      "Document.swift": """
      import SwiftUI
      import LanguageServerProtocol
      final class WorkspaceDocument: ObservableObject { @Published var name = "a" }
      """,
      // A fatal import stops the first round before the screens are checked.
      "GitCommit.swift": "import Foundation.NSDate\nstruct GitCommit {}\n",
      "Tabs.swift": """
      import SwiftUI
      struct Tabs: View {
        @EnvironmentObject private var workspace: WorkspaceDocument
        var body: some View { Text(workspace.name).padding(.init(.zero)) }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    let listed = Report(results: [result], listsEveryFile: true).text
    #expect(
      listed.contains(
        "  – Tabs.swift: blocked, uses WorkspaceDocument, declared in Document.swift, which is left out"),
      "\(listed)")
  }

  // IceCubesApp's Models package: Status.swift (declaring `Visibility`) is blocked by a file
  // importing SwiftSoup; ServerPreferences.swift then fails, in the module's second round, on
  // `Visibility?` not being Decodable (SwiftUI's stands in): blocked by Status.swift, named.
  @Test("a module file failing in a later round on a type of a file taken out earlier is blocked by it")
  func moduleLaterRoundNamesTheFile() throws {
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Toots",
        dependencies: [.package(path: "Packages/Models")],
        targets: [.executableTarget(name: "Toots", dependencies: [.product(name: "Models", package: "Models")])])
      """,
      "Packages/Models/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Models", products: [.library(name: "Models", targets: ["Models"])],
        targets: [.target(name: "Models")])
      """,
      "Packages/Models/Sources/Models/HTMLString.swift":
        "import SwiftSoup\npublic struct HTMLString: Decodable {}\n",
      "Packages/Models/Sources/Models/Status.swift": """
      public struct Status: Decodable { public let content: HTMLString }
      public enum Visibility: String, Decodable { case pub = "public", unlisted }
      """,
      "Packages/Models/Sources/Models/ServerPreferences.swift": """
      import SwiftUI
      public struct ServerPreferences: Decodable { public let postVisibility: Visibility? }
      """,
      "Packages/Models/Sources/Models/Account.swift": "public struct Account { public init() {} }\n",
      "Sources/Toots/TootsApp.swift": """
      import SwiftUI
      import Models
      @main struct TootsApp: App { var body: some Scene { WindowGroup { Text("\\(Account())") } } }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    guard
      case .blocked(let errors) = ViewGraphCompatTests.outcome(
        of: "Packages/Models/Sources/Models/ServerPreferences.swift", in: result)
    else {
      Issue.record("ServerPreferences.swift is not blocked: \(result.allFiles.map(\.outcome))")
      return
    }
    #expect(
      errors.first?.message
        == "uses Visibility, declared in Packages/Models/Sources/Models/Status.swift, which is left out")
    #expect(result.compiling == 1, "\(result.allFiles.map(\.outcome))")
  }
}
