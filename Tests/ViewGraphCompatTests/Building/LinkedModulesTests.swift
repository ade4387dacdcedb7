import Foundation
import Testing

@testable import ViewGraphCompat

/// Shapes of real apps that a measurement found the tool handling wrongly, each written
/// as a small fixture (the app it came from is named in the test).
@Suite("viewgraph-compat: an app's local packages", .serialized, .ownThread)
struct LinkedModulesTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  // IceCubesApp: the local package NetworkClient uses the product of the local package
  // Models (`.product(name: "Models", package: "Models")`). Built in the order the app lists
  // them, NetworkClient came first and every file importing Models was left out; a screen
  // using a type of a file its module left out was listed as failing, not blocked.
  // FoundationLab: FoundationLabCore depends on FoundationModelsKit, none of whose files
  // compile here; its own files that do not import it are built, as the app target's are.
  @Test("a local package's product dependency on another local package is built first")
  func localProductDependencyOrder() throws {
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Toots",
        dependencies: [.package(path: "Packages/Network")],
        targets: [
          .executableTarget(name: "Toots", dependencies: [.product(name: "Network", package: "Network")])
        ])
      """,
      "Packages/Network/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Network",
        products: [.library(name: "Network", targets: ["Network"])],
        dependencies: [
          .package(path: "../Models"), .package(url: "https://github.com/evgenyneu/keychain-swift", from: "20.0.0"),
        ],
        targets: [
          .target(
            name: "Network",
            dependencies: [
              .product(name: "Models", package: "Models"), .product(name: "KeychainSwift", package: "keychain-swift"),
            ])
        ])
      """,
      "Packages/Network/Sources/Network/Client.swift": """
      import Models
      public struct Client { public init() {}; public func account() -> Account { Account() } }
      """,
      "Packages/Network/Sources/Network/Keychain.swift": """
      import KeychainSwift
      public struct Keychain { public var token = "" }
      """,
      "Packages/Network/Sources/Network/Session.swift": """
      import Foundation
      public struct Session { public var keychain = Keychain() }
      """,
      "Packages/Models/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Models", products: [.library(name: "Models", targets: ["Models"])],
        targets: [.target(name: "Models")])
      """,
      "Packages/Models/Sources/Models/Account.swift":
        "public struct Account { public init() {}; public var name = \"ada\" }\n",
      "Sources/Toots/TootsApp.swift": """
      import SwiftUI
      import Network
      @main struct TootsApp: App { var body: some Scene { WindowGroup { Text(Client().account().name) } } }
      """,
    ])
    let targets = try #require(try AppTarget.read(from: app.root))
    #expect(targets.first?.modules.map(\.name) == ["Models", "Network"])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.failedModules.isEmpty, "\(result.failedModules)")
    #expect(
      ViewGraphCompatTests.outcome(of: "Packages/Network/Sources/Network/Client.swift", in: result)
        == .compiles)
    #expect(result.compiling == 1, "\(result.allFiles.map(\.outcome))")
    guard
      case .blocked(let errors) = ViewGraphCompatTests.outcome(
        of: "Packages/Network/Sources/Network/Session.swift", in: result)
    else {
      Issue.record("Session.swift is not blocked: \(result.allFiles.map(\.outcome))")
      return
    }
    #expect(
      errors.first?.message
        == "uses Keychain, declared in Packages/Network/Sources/Network/Keychain.swift, which is left out")
  }

  // WeChatSwiftUI: the package Kickstarter-Prelude's target is named with a hyphen; SwiftPM's
  // module is Kickstarter_Prelude. Compiled under the target's name, the compiler refused the
  // module name and the tool stopped on the whole app (0 of 0 files).
  @Test("a package target named with a hyphen is the module its importers name, with an underscore")
  func hyphenatedTargetIsItsC99Module() throws {
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Chat", dependencies: [.package(path: "Packages/Kit-Prelude")],
        targets: [.executableTarget(name: "Chat", dependencies: [.product(name: "Kit-Prelude", package: "Kit-Prelude")])])
      """,
      "Sources/Chat/ChatApp.swift": """
      import Kit_Prelude
      import SwiftUI
      @main struct ChatApp: App { var body: some Scene { WindowGroup { Text(greeting) } } }
      """,
      "Packages/Kit-Prelude/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Kit-Prelude", products: [.library(name: "Kit-Prelude", targets: ["Kit-Prelude"])],
        targets: [.target(name: "Kit-Prelude")])
      """,
      "Packages/Kit-Prelude/Sources/Kit-Prelude/Prelude.swift": "public let greeting = \"Hi\"\n",
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.project.modules.map(\.name) == ["Kit_Prelude"])
    #expect(result.failedModules.isEmpty, "\(result.failedModules)")
    #expect(result.compiling == 1, "\(Report(results: [result], listsEveryFile: true).text)")
  }

  // WeChatSwiftUI stopped the whole run when the compiler refused one package's module name;
  // a module the compiler refuses without naming a file is left out with why, and the rest of
  // the app still counts.
  @Test("a module the compiler refuses without naming a file is left out; the app still counts")
  func refusedModuleIsLeftOut() throws {
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Chat", dependencies: [.package(path: "Packages/Odd")],
        targets: [.executableTarget(name: "Chat", dependencies: [.product(name: "Swift", package: "Odd")])])
      """,
      "Sources/Chat/ChatApp.swift": """
      import SwiftUI
      @main struct ChatApp: App { var body: some Scene { WindowGroup { Text("Hi") } } }
      """,
      "Packages/Odd/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Odd", products: [.library(name: "Swift", targets: ["Swift"])], targets: [.target(name: "Swift")])
      """,
      "Packages/Odd/Sources/Swift/Screen.swift": """
      import SwiftUI
      public struct OddScreen: View { public init() {}; public var body: some View { Text("Odd") } }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    let why = try #require(result.failedModules["Swift"])
    #expect(
      why.hasPrefix("the compiler refused local package Odd without naming a file (error: module name"),
      "\(why)")
    #expect(
      result.counted == 2 && result.compiling == 1, "\(Report(results: [result], listsEveryFile: true).text)")
  }
}
