import Foundation
import Testing

@testable import ViewGraphCompat

/// Shapes of real apps that a measurement found the tool reading or classifying wrongly,
/// each written as a small fixture (the app it came from is named in the test).
@Suite("viewgraph-compat: measured app shapes", .serialized)
struct MeasuredAppShapesTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  static func results(for app: FixtureApp) throws -> [ProjectResult] {
    try ViewGraphCompatTests.results(for: app)
  }

  static func outcome(of path: String, in result: ProjectResult) -> Outcome? {
    result.allFiles.first { $0.file.relativePath == path }?.outcome
  }

  // apple/sample-cloudkit-sync-engine: `import os.log` in the logger and the screens.
  @Test("import os.log is the os stand-in: a submodule of os is the same module")
  func osLogSubmodule() throws {
    let app = try FixtureApp([
      "Logger.swift": """
      import os.log
      extension Logger {
        static let ui = Logger(subsystem: "com.example.sync", category: "UI")
      }
      """,
      "ContactsList.swift": """
      import os.log
      import SwiftUI
      struct ContactsList: View {
        var body: some View { Text("Contacts").onAppear { Logger.ui.info("shown \\(3, privacy: .public)") } }
      }
      """,
    ])
    let result = try #require(try Self.results(for: app).first)
    #expect(result.counted == 1)
    #expect(result.compiling == 1, "\(result.allFiles.map(\.outcome))")
    #expect(result.otherFailures.isEmpty)
  }

  // khcrysalis/Feather's NimbleKit: `import Foundation.NSString` in a package its screens use.
  @Test("import Foundation.NSString loads Foundation: a submodule of Foundation is Foundation")
  func foundationSubmodule() throws {
    let app = try FixtureApp([
      "String+localized.swift": """
      import Foundation.NSString
      extension String {
        var localized: String { NSLocalizedString(self, comment: "") }
      }
      """,
      "Greeting.swift": """
      import Foundation.NSURL
      import SwiftUI
      struct Greeting: View {
        let site = URL(string: "https://example.com")!
        var body: some View { Text("Hello".localized + (site.host ?? "")) }
      }
      """,
    ])
    let result = try #require(try Self.results(for: app).first)
    #expect(result.counted == 1)
    #expect(result.compiling == 1, "\(result.allFiles.map(\.outcome))")
    #expect(result.otherFailures.isEmpty)
  }

  // steipete/VibeMeter: 39 files imported `os.log`; the compiler stops at the first one, so
  // the settlement left out one file per round, a minute each.
  @Test("a fatal import error is every importing file's in the same round, not one file per round")
  func fatalImportSpreads() throws {
    let app = try FixtureApp([
      "A.swift": "import os.trace\nstruct A {}\n",
      "B.swift": "import Foundation\n@preconcurrency import os.trace // tracing\nstruct B {}\n",
      "C.swift": "#if os(iOS)\nimport os.trace\n#endif\nstruct C {}\n",
      "Screen.swift":
        "import os.trace\nimport SwiftUI\nstruct Screen: View { var body: some View { Text(\"Hi\") } }\n",
    ])
    let project = try #require(
      try Project.projects(in: app.root, eachSubfolder: false, swiftVersion: nil).first)
    let compiler = try #require(Compiler.locateModules().map(Compiler.init(modules:)))
    let result = try ProjectResult(
      project: project, compiler: compiler, scratch: app.root.appendingPathComponent(".scratch"))
    let failing = result.allFiles.filter {
      if case .fails(let errors) = $0.outcome { errors.contains { $0.isFatal } } else { false }
    }.map(\.file.relativePath)
    #expect(failing.sorted() == ["A.swift", "B.swift", "Screen.swift"])
    #expect(Self.outcome(of: "C.swift", in: result) == .compiles)
  }

  @Test("the check's map of os's submodules is the package's")
  func osSubmoduleMapMatchesPackage() throws {
    let packageMap = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Sources/ViewGraphOSSubmodules/include/module.modulemap")
    let text = try String(contentsOf: packageMap, encoding: .utf8)
    #expect(text.trimmingCharacters(in: .newlines) == OSSubmodules.moduleMap)
  }

  // A fatal error in one file (`no such module`) stops the first round there: a screen
  // that fails the same way on its own import is failing, not blocked by the other file.
  @Test("a screen failing on its own import, after another file's fatal error, fails rather than blocked")
  func ownImportFailureIsNotBlocked() throws {
    let app = try FixtureApp([
      "Model.swift": "import os.trace\nstruct Model { var count = 0 }\n",
      "Screen.swift": """
      import os.trace
      import SwiftUI
      struct Screen: View { var body: some View { Text("Hi") } }
      """,
    ])
    let result = try #require(try Self.results(for: app).first)
    guard case .fails(let errors) = Self.outcome(of: "Screen.swift", in: result) else {
      Issue.record("Screen.swift: \(String(describing: Self.outcome(of: "Screen.swift", in: result)))")
      return
    }
    #expect(errors.first?.message.contains("no such module") == true)
  }

  /// A project with one app target `Demo` compiling `Demo/*.swift` listed and bundling
  /// `resources`, with `settings` in the project's Debug configuration.
  static func project(files: [String], settings: String, resources: [String] = []) -> String {
    let references = (files + resources).enumerated().map { index, path in
      "F\(index) = { isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<group>\"; }; B\(index) = { isa = PBXBuildFile; fileRef = F\(index); };"
    }.joined(separator: "\n    ")
    let children = (files + resources).indices.map { "F\($0), " }.joined()
    let buildFiles = files.indices.map { "B\($0), " }.joined()
    let resourceFiles = resources.indices.map { "B\(files.count + $0), " }.joined()
    return """
      {
        objects = {
          ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (APP, ); buildConfigurationList = PLIST; };
          MAIN = { isa = PBXGroup; children = (\(children)); sourceTree = "<group>"; };
          \(references)
          SRC = { isa = PBXSourcesBuildPhase; files = (\(buildFiles)); };
          RES = { isa = PBXResourcesBuildPhase; files = (\(resourceFiles)); };
          APP = { isa = PBXNativeTarget; name = Demo; productType = "com.apple.product-type.application"; buildPhases = (SRC, RES, ); };
          PLIST = { isa = XCConfigurationList; buildConfigurations = (PDEBUG, ); };
          PDEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SWIFT_VERSION = 5.0; \(settings) }; };
        };
        rootObject = ROOT;
      }
      """
  }

  // ChordCombiner: `self.replacing(/"/, with: "\\\"")` in a Swift 5 target, which Xcode parses
  // as a regex literal (it passes `-enable-bare-slash-regex` unless the target says `NO`).
  @Test("bare slash regex literals as Xcode and the package's settings turn them on")
  func bareSlashRegex() throws {
    let escaping = """
      import SwiftUI
      extension String { var escaped: String { replacing(/"/, with: "'") } }
      struct Screen: View { var body: some View { Text("a\\"b".escaped) } }
      """
    for (settings, compiles) in [("", true), ("SWIFT_ENABLE_BARE_SLASH_REGEX = NO;", false)] {
      let app = try FixtureApp([
        "Demo.xcodeproj/project.pbxproj": Self.project(files: ["Screen.swift"], settings: settings),
        "Screen.swift": escaping,
      ])
      let result = try #require(try Self.results(for: app).first)
      #expect(result.compiling == (compiles ? 1 : 0), "\(settings): \(result.allFiles.map(\.outcome))")
    }
    let package = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Chords",
        targets: [
          .executableTarget(
            name: "Chords", swiftSettings: [.swiftLanguageMode(.v5), .enableExperimentalFeature("BareSlashRegexLiterals")])
        ])
      """,
      "Sources/Chords/ChordsApp.swift": """
      import SwiftUI
      @main struct ChordsApp: App { var body: some Scene { WindowGroup { Screen() } } }
      """,
      "Sources/Chords/Screen.swift": escaping,
    ])
    let result = try #require(try Self.results(for: package).first)
    #expect(result.compiling == 2, "\(result.allFiles.map(\.outcome))")
    let compiler = try #require(Compiler.locateModules().map(Compiler.init(modules:)))
    let target = try #require(try AppTarget.read(from: package.root)?.first)
    let plan = try MirrorPlan(
      target: target, compiler: compiler, scratch: package.root.appendingPathComponent(".scratch"))
    let writer = TestPackageWriter(
      plan: plan, output: package.root.appendingPathComponent("Tests"), stateHarness: "..", command: "init")
    #expect(
      writer.manifest.contains(".enableUpcomingFeature(\"BareSlashRegexLiterals\")"), "\(writer.manifest)")
  }

  // HDrezka: one multiplatform target whose iOS and macOS folders each hold an
  // `ExternalPlayers.swift`, told apart by platform filters (on build files and in a
  // synchronized folder's exceptions); compiled together, the two clash.
  @Test("a multiplatform target's files filtered to other platforms are left out; iOS is read")
  func platformFilters() throws {
    let pbxproj = """
      {
        objects = {
          ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (APP, ); buildConfigurationList = PLIST; };
          MAIN = { isa = PBXGroup; children = (F1, F2, F3, SYNC, ); sourceTree = "<group>"; };
          F1 = { isa = PBXFileReference; path = iOS/Players.swift; sourceTree = "<group>"; };
          F2 = { isa = PBXFileReference; path = macOS/Players.swift; sourceTree = "<group>"; };
          F3 = { isa = PBXFileReference; path = Shared.swift; sourceTree = "<group>"; };
          B1 = { isa = PBXBuildFile; fileRef = F1; platformFilters = (ios, ); };
          B2 = { isa = PBXBuildFile; fileRef = F2; platformFilter = macos; };
          B3 = { isa = PBXBuildFile; fileRef = F3; };
          SRC = { isa = PBXSourcesBuildPhase; files = (B1, B2, B3, ); };
          SYNC = { isa = PBXFileSystemSynchronizedRootGroup; path = App; exceptions = (EXC, ); sourceTree = "<group>"; };
          EXC = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; target = APP;
            platformFiltersByRelativePath = { iOS/Screen.swift = (ios, ); macOS = (macos, ); }; };
          APP = { isa = PBXNativeTarget; name = Demo; productType = "com.apple.product-type.application";
            buildPhases = (SRC, ); fileSystemSynchronizedGroups = (SYNC, ); };
          PLIST = { isa = XCConfigurationList; buildConfigurations = (PDEBUG, ); };
          PDEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = {
            SWIFT_VERSION = 5.0; SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; }; };
        };
        rootObject = ROOT;
      }
      """
    let app = try FixtureApp([
      "Demo.xcodeproj/project.pbxproj": pbxproj,
      "iOS/Players.swift": "enum Players { static let all = [\"Infuse\"] }\n",
      "macOS/Players.swift": "enum Players { static let all = [\"IINA\"] }\n",
      "Shared.swift": "import SwiftUI\nstruct Row: View { var body: some View { Text(Players.all[0]) } }\n",
      "App/iOS/Screen.swift": "import SwiftUI\nstruct Screen: View { var body: some View { Row() } }\n",
      "App/macOS/Screen.swift":
        "import AppKit\nimport SwiftUI\nstruct Screen: View { var body: some View { Row() } }\n",
    ])
    let target = try #require(try AppTarget.read(from: app.root)?.first)
    let paths = target.sources.map { String($0.path.dropFirst(app.root.standardizedFileURL.path.count + 1)) }
    #expect(paths.sorted() == ["App/iOS/Screen.swift", "Shared.swift", "iOS/Players.swift"], "\(paths)")
    #expect(target.notes.contains { $0.contains("read for ios: 2 files") }, "\(target.notes)")
    let result = try #require(try Self.results(for: app).first)
    #expect(result.counted == 2)
    #expect(result.compiling == 2, "\(result.allFiles.map(\.outcome))")
    #expect(XcodeProject.mainPlatform(["SDKROOT": "macosx"]) == "macos")
    #expect(
      XcodeProject.mainPlatform(["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "macosx iphoneos"]) == "ios")
  }

  // SotkaApp: the watch app's catalog and a local package's, under the app's folder, hold
  // images whose symbols are the app's own (`1-1` and `11` are both `_11`); Xcode generates
  // each target's from its own catalogs.
  @Test("an Xcode target's asset symbols are its own catalogs', not every catalog in the folder")
  func assetSymbolsOfTheTargetsCatalogs() throws {
    let app = try FixtureApp([
      "Demo.xcodeproj/project.pbxproj": Self.project(
        files: ["Screen.swift"], settings: "", resources: ["App/Assets.xcassets"]),
      "Screen.swift": "import SwiftUI\nstruct Screen: View { var body: some View { Image(._11) } }\n",
      "App/Assets.xcassets/11.imageset/Contents.json": "{}",
      "Watch/Assets.xcassets/1-1.imageset/Contents.json": "{}",
    ])
    let result = try #require(try Self.results(for: app).first)
    #expect(result.generatedFailures.isEmpty, "\(result.generatedFailures)")
    #expect(result.compiling == 1, "\(result.allFiles.map(\.outcome))")
    // In one catalog, the first by path keeps the symbol.
    let one = try FixtureApp([
      "Assets.xcassets/1-1.imageset/Contents.json": "{}",
      "Assets.xcassets/11.imageset/Contents.json": "{}",
    ])
    let source = try #require(AssetSymbols.source(for: one.root))
    #expect(source.components(separatedBy: "static let _11 ").count == 2, "\(source)")
    #expect(source.contains("ImageResource(name: \"1-1\""))
  }

  // Dimillian/IceCubesApp's DesignSystem: a `label` colour set beside `Color(.label)`, which
  // read as ambiguous between the generated resource and UIColor's.
  @Test("a colour set named as a system colour gets no symbol, as Xcode skips it")
  func systemColorNamesAreNotGenerated() throws {
    let app = try FixtureApp([
      "Assets.xcassets/label.colorset/Contents.json": "{}",
      "Assets.xcassets/brandColor.colorset/Contents.json": "{}",
      "Assets.xcassets/Nested/label.colorset/Contents.json": "{}",
      "Assets.xcassets/Nested/Contents.json": #"{"properties":{"provides-namespace":true}}"#,
    ])
    let source = try #require(AssetSymbols.source(for: app.root))
    #expect(!source.contains("static let label = ColorResource(name: \"label\""), "\(source)")
    #expect(source.contains("static let brand = ColorResource"))
    #expect(source.contains("static let label = ColorResource(name: \"Nested/label\""), "\(source)")
  }

  // Dimillian/RedditOS: `static public var redditBlue: Color` beside a `RedditBlue` colour set.
  @Test("names declared static in any modifier order are not generated again")
  func declaredStaticsInAnyOrder() {
    let statics = AssetSymbols.declaredStatics(in: [
      """
      extension Color {
        static public var redditBlue: Color { Color("RedditBlue") }
        public static let redditGray = Color("RedditGray")
        static nonisolated let mist = Color("Mist")
        @MainActor static var dusk: Color { .black }
        static @MainActor var dawn: Color { .white }
        static fileprivate(set) var ember = Color.red
        static nonisolated(unsafe) var sea = Color.blue
      }
      class Palette { class var tint: Color { .red } }
      struct Plain { var notStatic = 1; static func make() -> Plain { let local = Plain(); return local } }
      """
    ])
    #expect(
      statics == ["redditBlue", "redditGray", "mist", "dusk", "dawn", "ember", "sea", "tint"],
      "\(statics.sorted())")
  }

  @Test("Color shorthands follow the target's GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS; absent means off")
  func assetSymbolExtensionsSetting() throws {
    #expect(AssetSymbols.Settings(buildSettings: [:]) == .init(resources: true, extensions: false))
    #expect(
      AssetSymbols.Settings(buildSettings: [
        "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS": "YES"
      ])
        == .init(resources: true, extensions: true))
    #expect(
      AssetSymbols.Settings(buildSettings: ["ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS": "NO"]).resources
        == false)
    // An old project (no setting) declares its colours itself; `Color(.redditBlue)` is still
    // generated, `Color.redditBlue` is the app's own.
    let screen = """
      import SwiftUI
      extension Color {
        static public var redditBlue: Color { Color("RedditBlue") }
      }
      struct Screen: View {
        var body: some View { Text("Hi").foregroundStyle(Color.redditBlue).background(Color(.redditBlue)) }
      }
      """
    let old = try FixtureApp([
      "Demo.xcodeproj/project.pbxproj": Self.project(files: ["Screen.swift"], settings: ""),
      "Screen.swift": screen,
      "Assets.xcassets/RedditBlue.colorset/Contents.json": "{}",
      "Assets.xcassets/Brand.colorset/Contents.json": "{}",
    ])
    let result = try #require(try Self.results(for: old).first)
    #expect(result.project.assetSymbols.extensions == false)
    #expect(result.generatedFailures.isEmpty, "\(result.generatedFailures)")
    #expect(result.compiling == 1, "\(result.allFiles.map(\.outcome))")
    // Without the setting there is no `Color.brand` to use, as in Xcode.
    let usesShorthand = try FixtureApp([
      "Demo.xcodeproj/project.pbxproj": Self.project(files: ["Screen.swift"], settings: ""),
      "Screen.swift":
        "import SwiftUI\nstruct Screen: View { var body: some View { Text(\"Hi\").foregroundStyle(Color.brand) } }\n",
      "Assets.xcassets/Brand.colorset/Contents.json": "{}",
    ])
    #expect(try Self.results(for: usesShorthand).first?.compiling == 0)
    let new = try FixtureApp([
      "Demo.xcodeproj/project.pbxproj": Self.project(
        files: ["Screen.swift"],
        settings: "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;"),
      "Screen.swift":
        "import SwiftUI\nstruct Screen: View { var body: some View { Text(\"Hi\").foregroundStyle(Color.brand) } }\n",
      "Assets.xcassets/Brand.colorset/Contents.json": "{}",
    ])
    #expect(try Self.results(for: new).first?.compiling == 1)
  }

  // SwiftUITMDbV2 `MovieSearchView.swift`: `.poster(showTitle:)` cannot be inferred because
  // the view taking it is in a file that failed.
  @Test("inference failing on a line that uses a left-out type follows from that type")
  func followOnOfLeftOutType() {
    let line = #"            MovieThumbnailView(movie: movie, thumbnailType: .poster(showTitle: false))"#
    let diagnostic = Diagnostic(
      path: "A.swift", line: 1, column: 63,
      message: "cannot infer contextual base in reference to member 'poster'")
    #expect(
      diagnostic.api(fileLines: [line], leftOutNames: ["MovieThumbnailView"])
        == .leftOut("MovieThumbnailView"))
    #expect(
      diagnostic.api(fileLines: [line], leftOutNames: []) == .followOn(String(diagnostic.message.prefix(60))))
    // A type named only inside a string is not used there.
    let quoted = Diagnostic(
      path: "A.swift", line: 1, column: 1,
      message: "cannot infer contextual base in reference to member 'red'")
    #expect(
      quoted.api(
        fileLines: [#"Text("MovieThumbnailView").foregroundStyle(.red)"#],
        leftOutNames: ["MovieThumbnailView"])
        != .leftOut("MovieThumbnailView"))
  }

  // SwiftUITMDbV2 `LoadingView.swift`: `ActivityIndicatorView` is a `UIViewRepresentable`,
  // whose file is left out; it is still declared, without its conformance. (Its spinner is
  // a stand-in now; the fixture wraps a collection view, which has none.)
  @Test("a left-out type's lost conformance blocks its users")
  func lostConformanceBlocks() throws {
    let diagnostic = Diagnostic(
      path: "A.swift", line: 22, column: 17,
      message: "static method 'buildExpression' requires that 'ActivityIndicatorView' conform to 'View'")
    #expect(
      diagnostic.api(fileLines: nil, leftOutNames: ["ActivityIndicatorView"])
        == .leftOut("ActivityIndicatorView"))
    let app = try FixtureApp([
      "ActivityIndicatorView.swift": """
      import SwiftUI
      struct ActivityIndicatorView: UIViewRepresentable {
        func updateUIView(_ uiView: UICollectionView, context: Context) {}
        func makeUIView(context: Context) -> UICollectionView {
          UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        }
      }
      """,
      "LoadingView.swift": """
      import SwiftUI
      struct LoadingView: View {
        let isLoading: Bool
        var body: some View {
          Group {
            if isLoading {
              HStack { Spacer(); ActivityIndicatorView(); Spacer() }
            } else {
              Text("Done")
            }
          }
        }
      }
      """,
    ])
    let result = try #require(try Self.results(for: app).first)
    guard case .blocked = Self.outcome(of: "LoadingView.swift", in: result) else {
      Issue.record(
        "LoadingView.swift: \(String(describing: Self.outcome(of: "LoadingView.swift", in: result)))")
      return
    }
  }

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
    let result = try #require(try Self.results(for: app).first)
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

  // SpawnApp, Mowee: a design system's colours and fonts are extension members declared in
  // a file that imports a framework with no stand-in (UIKit, then; ARKit here, since UIKit has
  // one); the screens using them are blocked by that file, by name.
  @Test("a screen using a left-out file's extension member is blocked by that file, named")
  func leftOutMemberNamesItsFile() throws {
    let app = try FixtureApp([
      "Palette.swift": """
      import SwiftUI
      import ARKit
      extension Color {
        static let figmaBlue = Color(uiColor: UIColor(red: 0, green: 0.4, blue: 1, alpha: 1))
      }
      """,
      "Badge.swift": """
      import SwiftUI
      struct Badge: View {
        var body: some View { Text("New").foregroundStyle(Color.figmaBlue) }
      }
      """,
    ])
    let result = try #require(try Self.results(for: app).first)
    let listed = Report(results: [result], listsEveryFile: true).text
    #expect(
      listed.contains(
        "  – Badge.swift: blocked, uses View.figmaBlue, declared in Palette.swift, which is left out"),
      "\(listed)")
  }

  // ACHNBrowserUI: 14 screens use `Color.acText` from the app's `UI` package without
  // importing it; one file imports `UI` (and UIKit; ARKit here, which has no stand-in), and an
  // import makes a module's extension
  // members visible in every file of the module. Leaving that file out must not take the
  // colours from the screens.
  @Test("a left-out file's import of an available module still reaches the kept files")
  func leftOutFileKeepsItsImports() throws {
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Animals",
        targets: [.target(name: "UI"), .executableTarget(name: "Animals", dependencies: ["UI"])])
      """,
      "Sources/UI/Colors.swift": """
      import SwiftUI
      extension Color { public static let acText = Color.brown }
      """,
      "Sources/Animals/AnimalsApp.swift": """
      import SwiftUI
      import ARKit
      import UI
      @main struct AnimalsApp: App {
        init() { UINavigationBar.appearance().tintColor = .brown }
        var body: some Scene { WindowGroup { Row() } }
      }
      """,
      "Sources/Animals/Row.swift": """
      import SwiftUI
      struct Row: View {
        var body: some View { Text("Bells").foregroundColor(.acText) }
      }
      """,
    ])
    let result = try #require(try Self.results(for: app).first)
    #expect(Self.outcome(of: "Sources/Animals/Row.swift", in: result) == .compiles)
    // The mirror `init` writes compiles the same imports.
    let sources = try ViewGraphCompatTests.writtenMirror(of: app)
    let written = try String(
      contentsOf: sources.appendingPathComponent("Animals/\(LeftOutImports.fileName)"), encoding: .utf8)
    #expect(written.hasSuffix("import UI\n"), "\(written)")
    #expect(
      LeftOutImports.source(
        leftOut: result.allFiles.map(\.file).filter { $0.relativePath.hasSuffix("AnimalsApp.swift") },
        kept: result.allFiles.map(\.file).filter { $0.relativePath.hasSuffix("Row.swift") },
        importable: { $0 == "UI" || $0 == "SwiftUI" },
        settings: MirrorSettings(moduleName: "Animals", swiftVersion: "5"))?.hasSuffix("import UI\n") == true)
    var isolated = MirrorSettings(moduleName: "Animals", swiftVersion: "5")
    isolated.upcomingFeatures = ["MemberImportVisibility"]
    #expect(
      LeftOutImports.source(
        leftOut: result.allFiles.map(\.file), kept: [], importable: { _ in true }, settings: isolated) == nil)
  }

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
    let result = try #require(try Self.results(for: app).first)
    let listed = Report(results: [result], listsEveryFile: true).text
    #expect(
      listed.contains(
        "  – Tabs.swift: blocked, uses WorkspaceDocument, declared in Document.swift, which is left out"),
      "\(listed)")
  }

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
    let result = try #require(try Self.results(for: app).first)
    #expect(result.failedModules.isEmpty, "\(result.failedModules)")
    #expect(Self.outcome(of: "Packages/Network/Sources/Network/Client.swift", in: result) == .compiles)
    #expect(result.compiling == 1, "\(result.allFiles.map(\.outcome))")
    guard
      case .blocked(let errors) = Self.outcome(
        of: "Packages/Network/Sources/Network/Session.swift", in: result)
    else {
      Issue.record("Session.swift is not blocked: \(result.allFiles.map(\.outcome))")
      return
    }
    #expect(
      errors.first?.message
        == "uses Keychain, declared in Packages/Network/Sources/Network/Keychain.swift, which is left out")
  }

  // Mowee: `@Environment(\.coordinator)` in four screens; the key is a property of an
  // `extension EnvironmentValues` in a file blocked by the coordinator (which imports Factory).
  @Test("a screen reading an environment key declared in a blocked file is blocked by that file")
  func environmentKeyOfBlockedFile() throws {
    let app = try FixtureApp([
      "AppCoordinator.swift": "import Factory\nfinal class AppCoordinator { var path: [Int] = [] }\n",
      "CoordinatorEnvironment.swift": """
      import SwiftUI
      private struct CoordinatorKey: EnvironmentKey { static let defaultValue: AppCoordinator? = nil }
      extension EnvironmentValues {
          var coordinator: AppCoordinator? {
              get { self[CoordinatorKey.self] }
              set { self[CoordinatorKey.self] = newValue }
          }
      }
      """,
      "SearchView.swift": """
      import SwiftUI
      struct SearchView: View {
          @Environment(\\.coordinator) private var coordinator
          var body: some View { Text("Search") }
      }
      """,
    ])
    let result = try #require(try Self.results(for: app).first)
    let listed = Report(results: [result], listsEveryFile: true).text
    #expect(
      listed.contains(
        "  – SearchView.swift: blocked, uses coordinator, declared in CoordinatorEnvironment.swift, which is left out"
      ),
      "\(listed)")
  }

  // WeChat-SwiftUI: `LocalizedString.swift` calls `String?.coalesceWith`, which comes from a
  // remote package another file imports; six screens are blocked through it.
  @Test(
    "a standard type's member no app file declares, in a target importing a remote package, is that package's"
  )
  func memberOfUnavailablePackage() throws {
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Chat",
        dependencies: [.package(url: "https://github.com/example/prelude", from: "1.0.0")],
        targets: [.executableTarget(name: "Chat", dependencies: [.product(name: "Prelude", package: "prelude")])])
      """,
      "Sources/Chat/Store.swift": "import Prelude\nfinal class Store { var count = 0 }\n",
      "Sources/Chat/Strings.swift": """
      import Foundation
      func localized(_ key: String, count: Int?) -> String {
        count.flatMap { key + ".\\($0)" }.coalesceWith(key)
      }
      """,
      "Sources/Chat/ChatApp.swift": """
      import SwiftUI
      @main struct ChatApp: App { var body: some Scene { WindowGroup { Text("Chats") } } }
      """,
    ])
    let result = try #require(try Self.results(for: app).first)
    let listed = Report(results: [result], listsEveryFile: true).text
    #expect(
      listed.contains(
        "  – Sources/Chat/Strings.swift: blocked, uses String.coalesceWith, which no file of the app declares: "
          + "a member from a module it imports that is not available here (Prelude)"), "\(listed)")
  }

  // kkebo/DevToys.swiftpm: `private import QuickLook`, `private import Logging` (Swift 6's
  // access-level imports) had read as no import, so the files were compiled and failed.
  @Test("an import with an access level is an import: a module with no stand-in leaves the file out")
  func accessLevelImports() {
    let file = SourceFile(
      url: URL(fileURLWithPath: "/app/ViewImageButton.swift"), relativePath: "ViewImageButton.swift",
      text: """
        private import QuickLook
        @preconcurrency public import Logging
        internal import struct Foundation.URL
        import SwiftUI
        """)
    #expect(file.imports == ["QuickLook", "Logging", "Foundation", "SwiftUI"])
    #expect(file.unavailableImports == ["QuickLook", "Logging"])
  }

  // Plash, SwiftUITetris: `App.swift` declares `AppDelegate`; blocked by a left-out screen,
  // its types become left-out names, and it read as "uses AppDelegate, declared in App.swift".
  @Test("a file's own types never block it")
  func ownTypesDoNotBlock() {
    let file = SourceFile(
      url: URL(fileURLWithPath: "/app/App.swift"), relativePath: "App.swift",
      text: "import SwiftUI\nfinal class AppDelegate: NSObject {}\n")
    let own = Diagnostic(
      path: "App.swift", line: 5, column: 1, message: "requires that 'AppDelegate' conform to 'X'")
    let other = Diagnostic(
      path: "App.swift", line: 9, column: 1, message: "cannot find 'SettingsScreen' in scope")
    let kept = ProjectResult.notOwn(
      [(own, .leftOut("AppDelegate")), (other, .leftOut("SettingsScreen"))], of: file)
    #expect(kept.map(\.1) == [.leftOut("SettingsScreen")])
    #expect(
      !ProjectResult.followsFromLeftOut(ProjectResult.notOwn([(own, .leftOut("AppDelegate"))], of: file)))
  }

  // lo-cafe/winston: `.frame(.screenSize)` and `.frame(maxWidth: .screenW * 0.75)`, where the
  // statics are declared in a file importing UIKit.
  @Test("an implicit member a left-out file declares, unresolved or under an operator, is that file's")
  func implicitMembersOfLeftOutFiles() {
    let unresolved = Diagnostic(
      path: "loader.swift", line: 1, column: 22,
      message: "reference to member 'screenSize' cannot be resolved without a contextual type")
    #expect(unresolved.api(fileLines: nil, leftOutNames: ["screenSize"]) == .leftOut("screenSize"))
    #expect(unresolved.api(fileLines: nil, leftOutNames: []) != .leftOut("screenSize"))
    let operatorCall = Diagnostic(
      path: "Onboarding.swift", line: 1, column: 30,
      message: "referencing operator function '*' on 'SIMD' requires that 'CGFloat' conform to 'SIMD'")
    let line = ["        .frame(maxWidth: .screenW * 0.75)"]
    #expect(operatorCall.api(fileLines: line, leftOutNames: ["screenW"]) == .leftOut("screenW"))
    let memberCall = ["  x.frame(maxWidth: value * 2)"]
    #expect(operatorCall.api(fileLines: memberCall, leftOutNames: ["frame"]) != .leftOut("frame"))
  }

  // HDrezka: `.viewModifier { }` after a chain of modifiers, declared in a file importing the
  // Defaults package; the compiler spells the chain's type with an `(aka '…')`.
  @Test("a missing member named after an aka type is still a left-out file's member")
  func memberAfterAkaType() {
    let diagnostic = Diagnostic(
      path: "Zoomable.swift", line: 58, column: 14,
      message: "value of type 'ModifiedContent<ZoomableModifier.Content, _StyleModifier>' (aka "
        + "'ModifiedContent<_ViewModifier_Content<ZoomableModifier>, _StyleModifier>') has no member 'viewModifier'"
    )
    #expect(diagnostic.api(fileLines: nil, leftOutNames: ["viewModifier"]) == .leftOut("View.viewModifier"))
  }

  // ACHNBrowserUI: `viewModel.crittersInfo[.bugs]` cannot infer `.bugs` because the model
  // (`@StateObject private var viewModel = ActiveCrittersViewModel()`) is blocked.
  @Test("inference failing on a line that uses a property of a left-out type follows from that type")
  func inferenceThroughLeftOutProperty() {
    let lines = [
      "struct TodayCurrentlyAvailableSection: View {",
      "    @StateObject private var viewModel = ActiveCrittersViewModel()",
      "    var body: some View {",
      "        if viewModel.crittersInfo[.bugs]?.active.isEmpty == false { Text(\"Bugs\") }",
      "    }",
      "}",
    ]
    let diagnostic = Diagnostic(
      path: "A.swift", line: 4, column: 35,
      message: "cannot infer contextual base in reference to member 'bugs'")
    #expect(
      diagnostic.api(fileLines: lines, leftOutNames: ["ActiveCrittersViewModel"])
        == .leftOut("ActiveCrittersViewModel"))
    #expect(diagnostic.api(fileLines: lines, leftOutNames: []) != .leftOut("ActiveCrittersViewModel"))
  }

  // SpawnApp: a sheet shows a left-out view, and `.presentationDetents([.height(200)])` on the
  // line below its call fails as "type 'Any' has no member 'height'".
  @Test("inference failing on a modifier line follows from a left-out view at the chain's head")
  func inferenceAtChainHead() {
    let lines = [
      "        .sheet(isPresented: $showingOptions) {",
      "            FriendMenuView(",
      "                friend: friend",
      "            )",
      "            .presentationDetents([.height(200)])",
      "        }",
      "        Text(\"Done\")",
      "            .font(.onestSemiBold(size: 14))",
    ]
    let detents = Diagnostic(
      path: "A.swift", line: 5, column: 35, message: "type 'Any' has no member 'height'")
    #expect(detents.api(fileLines: lines, leftOutNames: ["FriendMenuView"]) == .leftOut("FriendMenuView"))
    // A modifier of another statement is not blamed on the view above it.
    let font = Diagnostic(
      path: "A.swift", line: 8, column: 20,
      message: "cannot infer contextual base in reference to member 'onestSemiBold'")
    #expect(font.api(fileLines: lines, leftOutNames: ["FriendMenuView"]) != .leftOut("FriendMenuView"))
  }

  // IceCubesApp names `Models.Notification`, declared in a blocked file of its Models
  // package; SotkaApp calls `CachedAsyncImage(url:)`, whose file its module left out.
  @Test("a module-qualified type, or a module's namesake type, of a left-out file is that file's")
  func moduleQualifiedLeftOutType() {
    let qualified = Diagnostic(
      path: "A.swift", line: 3, column: 10, message: "no type named 'Notification' in module 'Models'")
    #expect(qualified.api(fileLines: nil, leftOutNames: ["Notification"]) == .leftOut("Notification"))
    let namesake = Diagnostic(
      path: "A.swift", line: 3, column: 10,
      message: "cannot call value of non-function type 'module<CachedAsyncImage>'")
    #expect(namesake.api(fileLines: nil, leftOutNames: ["CachedAsyncImage"]) == .leftOut("CachedAsyncImage"))
    #expect(namesake.api(fileLines: nil, leftOutNames: []) != .leftOut("CachedAsyncImage"))
  }

  // IceCubesApp: `ServerPreferences: Decodable` holds `Visibility?`, the app's enum in a
  // blocked file; SwiftUI's `Visibility` stands in, which is not Decodable.
  @Test("a synthesized conformance failing on a property of a left-out type is blocked by it")
  func conformanceThroughLeftOutProperty() {
    let lines = [
      "public struct ServerPreferences: Decodable {",
      "  public let postVisibility: Visibility?",
      "  public let postLanguage: String?",
      "}",
    ]
    let diagnostic = Diagnostic(
      path: "A.swift", line: 1, column: 15,
      message: "type 'ServerPreferences' does not conform to protocol 'Decodable'")
    #expect(diagnostic.api(fileLines: lines, leftOutNames: ["Visibility"]) == .leftOut("Visibility"))
    #expect(diagnostic.api(fileLines: lines, leftOutNames: ["Status"]) != .leftOut("Visibility"))
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
    let result = try #require(try Self.results(for: app).first)
    guard
      case .blocked(let errors) = Self.outcome(
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

  // CodeEdit: `ProjectNavigatorOutlineView().safeAreaInset(…)`, where the view is an
  // NSViewControllerRepresentable in a blocked file; its name ends in "View", which the
  // ranking reads as any view's missing modifier.
  @Test("a missing modifier on an app view of a left-out file is that file's, not SwiftUI's")
  func modifierOnLeftOutAppView() {
    let diagnostic = Diagnostic(
      path: "A.swift", line: 20, column: 14,
      message: "value of type 'ProjectNavigatorOutlineView' has no member 'safeAreaInset'")
    #expect(
      diagnostic.api(fileLines: nil, leftOutNames: ["ProjectNavigatorOutlineView"])
        == .leftOut("ProjectNavigatorOutlineView.safeAreaInset"))
    #expect(diagnostic.api(fileLines: nil, leftOutNames: []) == .missing("View.safeAreaInset"))
  }

  // Mowee: `MediaPosterView(data: .init(posterURL: …))`, where the view is blocked and its
  // `Data` is declared in a file importing UIKit.
  @Test("an .init argument of a left-out type's initializer is that type's")
  func initArgumentOfLeftOutType() {
    let lines = [
      "            MediaPosterView(",
      "                data: .init(posterURL: data.stillURL,",
      "                            placeholder: .imageMoviePlaceholder),",
      "                config: .init(width: 100)",
      "            )",
    ]
    let diagnostic = Diagnostic(
      path: "A.swift", line: 2, column: 29, message: "argument passed to call that takes no arguments")
    #expect(
      diagnostic.api(fileLines: lines, leftOutNames: ["MediaPosterView"]) == .leftOut("MediaPosterView"))
    // The compiler may point at the `.init` itself.
    let atInit = Diagnostic(
      path: "A.swift", line: 2, column: 23, message: "argument passed to call that takes no arguments")
    #expect(atInit.api(fileLines: lines, leftOutNames: ["MediaPosterView"]) == .leftOut("MediaPosterView"))
  }

  // kkebo/DevToys.swiftpm (measure10): a Swift Playgrounds app whose only target keeps its
  // sources directly in `Sources/`; the tool read 0 of its 42 SwiftUI files.
  @Test("a package's only target may keep its sources directly in Sources/")
  func onlyTargetInSources() throws {
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Toys.swiftpm", targets: [.executableTarget(name: "ToysApp")])
      """,
      "Sources/ToysApp.swift": """
      import SwiftUI
      @main struct ToysApp: App { var body: some Scene { WindowGroup { Text("Toys") } } }
      """,
      "Sources/Pages/JSONPage.swift":
        "import SwiftUI\nstruct JSONPage: View { var body: some View { Text(\"{}\") } }\n",
    ])
    let result = try #require(try Self.results(for: app).first)
    #expect(result.counted == 2)
    #expect(result.compiling == 2, "\(result.allFiles.map(\.outcome))")
  }

  // lo-cafe/winston (measure10): the project names `Views/Theming/Store/ThemeStore.swift`, the
  // folder on disk is `views/theming/Store`; macOS ignores case, and ~300 files were dropped.
  @Test("a project's file path is matched without regard to case when the exact name is missing")
  func projectPathCase() throws {
    let app = try FixtureApp(["views/theming/Store/ThemeStore.swift": "struct ThemeStore {}\n"])
    let url = XcodeProject.appending("Views/Theming/Store/ThemeStore.swift", to: app.root)
    #expect(url.path.hasSuffix("views/theming/Store/ThemeStore.swift"))
    #expect(FileManager.default.fileExists(atPath: url.path))
    #expect(XcodeProject.appending("Views/Missing.swift", to: app.root).lastPathComponent == "Missing.swift")
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

  // XCANews `SearchTabView.swift` declares `searchVM` only under `#if os(iOS) || os(tvOS)`
  // and `#elseif os(macOS) || os(watchOS)`: on Linux the file fails on its own, whatever
  // other file declares a `searchVM`.
  @Test("a name the failing file declares itself in an inactive branch is its own failure")
  func ownDeclarationInInactiveBranch() {
    let lines = [
      "struct SearchTabView: View {",
      "    #if os(iOS) || os(tvOS)",
      "    @StateObject var searchVM = ArticleSearchViewModel.shared",
      "    #endif",
      "    var body: some View { Text(searchVM.searchQuery) }",
      "}",
    ]
    let diagnostic = Diagnostic(
      path: "A.swift", line: 5, column: 32, message: "cannot find 'searchVM' in scope")
    #expect(diagnostic.api(fileLines: lines, leftOutNames: ["searchVM"]) != .leftOut("searchVM"))
    #expect(
      diagnostic.api(fileLines: ["Text(searchVM.q)"], leftOutNames: ["searchVM"]) == .leftOut("searchVM"))
  }

  // steipete/CodexBar: the app target is declared under `#if os(macOS)` in Package.swift.
  @Test("a package's app target under #if os(macOS) is read as an Apple build sees it, and said so")
  func manifestAppleBranch() throws {
    #expect(
      PackageManifest.withApplePlatformConditions(
        "#if os(macOS) || os(iOS)\nlet a = 1\n#elseif !os( Linux )\n#endif")
        == "#if true || true\nlet a = 1\n#elseif !false\n#endif")
    #expect(PackageManifest.withApplePlatformConditions("let isMac = \"os(macOS)\"\n") == nil)
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      var targets: [Target] = [.target(name: "Core")]
      #if os(macOS)
        targets.append(.executableTarget(name: "MenuApp", dependencies: ["Core"]))
      #endif
      let package = Package(name: "MenuApp", targets: targets)
      """,
      "Sources/Core/Model.swift": "public struct Model { public init() {} }\n",
      "Sources/MenuApp/MenuApp.swift": """
      import SwiftUI
      import Core
      @main struct MenuApp: App { var body: some Scene { WindowGroup { Text("\\(Model())") } } }
      """,
    ])
    let targets = try #require(try AppTarget.read(from: app.root))
    #expect(targets.map(\.name) == ["MenuApp"])
    #expect(targets.first?.notes.first?.contains("#if os(") == true)
    let result = try #require(try Self.results(for: app).first)
    #expect(result.compiling == 1)
    #expect(
      Report(results: [result], listsEveryFile: false).text.contains("note: target MenuApp is declared"))
  }

  // steipete/Trimmy: a stub Trimmy.xcodeproj with one file beside the package whose
  // executable target is the app.
  @Test("a folder with a stub project and a package app measures the package's screens, and says so")
  func stubProjectBesidePackage() throws {
    let app = try FixtureApp([
      "Stub.xcodeproj/project.pbxproj": Self.project(files: ["Stub.swift"], settings: ""),
      "Stub.swift": "import Foundation\nlet stub = 1\n",
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "Trim", targets: [.executableTarget(name: "Trim")])
      """,
      "Sources/Trim/TrimApp.swift": """
      import SwiftUI
      @main struct TrimApp: App { var body: some Scene { WindowGroup { SettingsView() } } }
      """,
      "Sources/Trim/SettingsView.swift":
        "import SwiftUI\nstruct SettingsView: View { var body: some View { Text(\"Hi\") } }\n",
    ])
    let targets = try #require(try AppTarget.read(from: app.root))
    #expect(targets.map(\.name) == ["Trim"])
    let notes = targets.first?.notes ?? []
    #expect(
      notes.contains { $0.contains("Stub.xcodeproj's target Demo compiles no file importing SwiftUI") },
      "\(notes)")
    #expect(notes.contains { $0.contains("is the package's") })
    let result = try #require(try Self.results(for: app).first)
    #expect(result.counted == 2)
    #expect(result.compiling == 2)
  }

  // jaikrishnavj/LiquidGlass-Handbook: `@State private var sortOrder: SortOrder` of a
  // private enum. The compiler reports the error inside the `@State` macro's expansion, as
  // swiftc 6.3.1 prints it in Swift's style (the tool's compiles, `swift build`) and LLVM's.
  static let expansionErrorSwiftStyle = [
    "macro expansion @State:1:5: error: property must be declared private because its type 'State<SortScreen.SortOrder>' uses a private type",
    "`- /work/wt-macro-probe/pkg/Sources/Mirror/Bad.swift:4:55: note: expanded code originates here",
    " 2 | ",
    " 3 | struct SortScreen: View {",
    " 4 |   @State private var sortOrder: SortOrder = .ascending",
    "   |   `- note: in expansion of macro 'State' on property 'sortOrder' here",
    "   +--- macro expansion @State -----------------------------------------",
    "   |1 | var _sortOrder = State<SortOrder>(wrappedValue: .ascending)",
    "   |  |     `- error: property must be declared private because its type 'State<SortScreen.SortOrder>' uses a private type",
    "   |2 | private var $sortOrder: State<SortOrder>._Projection {",
    "   |3 |   _sortOrder.projectedValue",
    "   +--------------------------------------------------------------------",
    " 5 | ",
    " 6 |   var body: some View {",
    "",
    "/work/wt-macro-probe/pkg/Sources/Mirror/Good.swift:3:8: error: cannot find 'Missing' in scope",
  ].joined(separator: "\n")
  static let expansionErrorLLVMStyle = [
    "/tmp/swift-generated-sources/@__swiftmacro_4fix110SortScreenV9sortOrder33_AE1110CAF48371A70F5647279074A37ALL5StatefMp_.swift:1:5: error: property must be declared private because its type 'State<SortScreen.SortOrder>' uses a private type",
    "var _sortOrder = State<SortOrder>(wrappedValue: .ascending)",
    "    ^",
    "/work/wt-macro-probe/fix1/Bad.swift:4:3: note: in expansion of macro 'State' on property 'sortOrder' here",
    "  @State private var sortOrder: SortOrder = .ascending",
    "  ^                  ~~~~~~~~~",
  ].joined(separator: "\n")

  @Test("an error in a macro's expansion is the error of the file the macro is used in, in either style")
  func expansionErrorAttributed() {
    let message =
      "property must be declared private because its type 'State<SortScreen.SortOrder>' uses a private type"
      + " (in expansion of macro 'State' on property 'sortOrder')"
    #expect(
      Diagnostic.errors(in: Self.expansionErrorSwiftStyle) == [
        Diagnostic(
          path: "/work/wt-macro-probe/pkg/Sources/Mirror/Bad.swift", line: 4, column: 55, message: message),
        Diagnostic(
          path: "/work/wt-macro-probe/pkg/Sources/Mirror/Good.swift", line: 3, column: 8,
          message: "cannot find 'Missing' in scope"),
      ])
    #expect(
      Diagnostic.errors(in: Self.expansionErrorLLVMStyle) == [
        Diagnostic(path: "/work/wt-macro-probe/fix1/Bad.swift", line: 4, column: 3, message: message)
      ])
    // With no note naming a file, the error stays in the expansion and says so, naming it.
    let alone = Diagnostic.errors(in: String(Self.expansionErrorSwiftStyle.split(separator: "\n")[0]))
    #expect(alone.map(\.isUnattributedExpansion) == [true])
    let description = UnattributedExpansionError(errors: alone).description
    #expect(description.contains("macro expansion @State:1:5: error: property must be declared private"))
    #expect(description.contains("(in expansion of macro 'State')"), "\(description)")
  }

  @Test(
    "a file whose untyped internal @State holds a private type fails the check; init leaves it out (S313)")
  func privateStateTypeLeftOut() throws {
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(name: "Sorter", targets: [.executableTarget(name: "Sorter")])
      """,
      "Sources/Sorter/SorterApp.swift": """
      import SwiftUI
      @main struct SorterApp: App { var body: some Scene { WindowGroup { ListScreen() } } }
      """,
      "Sources/Sorter/ListScreen.swift": """
      import SwiftUI
      struct ListScreen: View {
        @State private var count = 0
        var body: some View { VStack { Text("\\(count)"); SortScreen() } }
      }
      """,
      "Sources/Sorter/SortScreen.swift": """
      import SwiftUI
      struct SortScreen: View {
        @State var sortOrder = SortOrder.ascending
        var body: some View { Text(sortOrder == .ascending ? "up" : "down") }
        private enum SortOrder { case ascending, descending }
      }
      """,
    ])
    let result = try #require(try Self.results(for: app).first)
    let failure = try #require(
      Self.outcome(of: "Sources/Sorter/SortScreen.swift", in: result).flatMap { outcome -> Diagnostic? in
        if case .fails(let errors) = outcome { errors.first } else { nil }
      }, "\(result.allFiles.map(\.outcome))")
    #expect(failure.line == 3)
    // The error SwiftUI's wrapper gives too, at the user's declaration, not in the expansion.
    #expect(
      failure.message
        == "property must be declared private because its type 'SortScreen.SortOrder' uses a private type")

    let compiler = try #require(Compiler.locateModules().map(Compiler.init(modules:)))
    let target = try #require(try AppTarget.read(from: app.root)?.first)
    let scratch = app.root.appendingPathComponent(".scratch")
    let plan = try MirrorPlan(target: target, compiler: compiler, scratch: scratch)
    #expect(plan.kept.map(\.url.lastPathComponent).sorted() == ["ListScreen.swift", "SorterApp.swift"])
    #expect(plan.leftOut.map(\.file.url.lastPathComponent) == ["SortScreen.swift"])
    #expect(plan.settlement.placeholders.map(\.name) == ["SortScreen"])
    // What the package's mirror target compiles: its symlinks and placeholders, as written.
    let output = app.root.appendingPathComponent("StateHarnessTests")
    try TestPackageWriter(plan: plan, output: output, stateHarness: "..", command: "init").write()
    let mirror = output.appendingPathComponent("Sources/Sorter")
    let written = try #require(FileManager.default.enumerator(at: mirror, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .compactMap { SourceFile(url: $0, root: mirror) }
    #expect(
      written.map(\.relativePath).sorted().contains("Placeholders/SortScreen.swift"),
      "\(written.map(\.relativePath))")
    #expect(
      !written.contains {
        $0.relativePath.hasSuffix("/SortScreen.swift") && !$0.relativePath.hasPrefix("Placeholders")
      })
    let errors = try compiler.compile(
      written, settings: MirrorSettings(target: target), scratch: scratch.appendingPathComponent("mirror"))
    #expect(errors.isEmpty, "\(errors)")
  }
}
