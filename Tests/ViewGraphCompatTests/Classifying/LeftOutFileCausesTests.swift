import Foundation
import Testing

@testable import ViewGraphCompat

/// Shapes of real apps that a measurement found the tool handling wrongly, each written
/// as a small fixture (the app it came from is named in the test).
@Suite("viewgraph-compat: errors caused by a left-out file", .serialized, .ownThread)
struct LeftOutFileCausesTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

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
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    guard case .blocked = ViewGraphCompatTests.outcome(of: "LoadingView.swift", in: result) else {
      Issue.record(
        "LoadingView.swift: \(String(describing: ViewGraphCompatTests.outcome(of: "LoadingView.swift", in: result)))"
      )
      return
    }
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
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    let listed = Report(results: [result], listsEveryFile: true).text
    #expect(
      listed.contains(
        "  – Badge.swift: blocked, uses View.figmaBlue, declared in Palette.swift, which is left out"),
      "\(listed)")
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
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
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
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    let listed = Report(results: [result], listsEveryFile: true).text
    #expect(
      listed.contains(
        "  – Sources/Chat/Strings.swift: blocked, uses String.coalesceWith, which no file of the app declares: "
          + "a member from a module it imports that is not available here (Prelude)"), "\(listed)")
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
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    let failure = try #require(
      ViewGraphCompatTests.outcome(of: "Sources/Sorter/SortScreen.swift", in: result).flatMap {
        outcome -> Diagnostic? in
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
