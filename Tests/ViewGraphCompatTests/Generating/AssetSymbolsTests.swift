import Foundation
import Testing

@testable import ViewGraphCompat

/// Shapes of real apps that a measurement found the tool handling wrongly, each written
/// as a small fixture (the app it came from is named in the test).
@Suite("viewgraph-compat: asset catalog symbols", .serialized, .ownThread)
struct AssetSymbolsTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  // SotkaApp: the watch app's catalog and a local package's, under the app's folder, hold
  // images whose symbols are the app's own (`1-1` and `11` are both `_11`); Xcode generates
  // each target's from its own catalogs.
  @Test("an Xcode target's asset symbols are its own catalogs', not every catalog in the folder")
  func assetSymbolsOfTheTargetsCatalogs() throws {
    let app = try FixtureApp([
      "Demo.xcodeproj/project.pbxproj": ViewGraphCompatTests.project(
        files: ["Screen.swift"], settings: "", resources: ["App/Assets.xcassets"]),
      "Screen.swift": "import SwiftUI\nstruct Screen: View { var body: some View { Image(._11) } }\n",
      "App/Assets.xcassets/11.imageset/Contents.json": "{}",
      "Watch/Assets.xcassets/1-1.imageset/Contents.json": "{}",
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
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
      "Demo.xcodeproj/project.pbxproj": ViewGraphCompatTests.project(files: ["Screen.swift"], settings: ""),
      "Screen.swift": screen,
      "Assets.xcassets/RedditBlue.colorset/Contents.json": "{}",
      "Assets.xcassets/Brand.colorset/Contents.json": "{}",
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: old).first)
    #expect(result.project.assetSymbols.extensions == false)
    #expect(result.generatedFailures.isEmpty, "\(result.generatedFailures)")
    #expect(result.compiling == 1, "\(result.allFiles.map(\.outcome))")
    // Without the setting there is no `Color.brand` to use, as in Xcode.
    let usesShorthand = try FixtureApp([
      "Demo.xcodeproj/project.pbxproj": ViewGraphCompatTests.project(files: ["Screen.swift"], settings: ""),
      "Screen.swift":
        "import SwiftUI\nstruct Screen: View { var body: some View { Text(\"Hi\").foregroundStyle(Color.brand) } }\n",
      "Assets.xcassets/Brand.colorset/Contents.json": "{}",
    ])
    #expect(try ViewGraphCompatTests.results(for: usesShorthand).first?.compiling == 0)
    let new = try FixtureApp([
      "Demo.xcodeproj/project.pbxproj": ViewGraphCompatTests.project(
        files: ["Screen.swift"],
        settings: "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;"),
      "Screen.swift":
        "import SwiftUI\nstruct Screen: View { var body: some View { Text(\"Hi\").foregroundStyle(Color.brand) } }\n",
      "Assets.xcassets/Brand.colorset/Contents.json": "{}",
    ])
    #expect(try ViewGraphCompatTests.results(for: new).first?.compiling == 1)
  }
}
