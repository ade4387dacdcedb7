import Foundation
import Testing

@testable import ViewGraphCompat

#if canImport(Glibc)
  import Glibc
#endif

/// Xcode 26's string catalog symbols (`STRING_CATALOG_GENERATE_SYMBOLS`), which SotkaApp's
/// screens use on 27 files: `Text(.close)`, `String(localized: .journalSortAscending)`,
/// `Text(.day(number: day))`.
@Suite("viewgraph-compat: string catalog symbols", .serialized, .ownThread)
struct StringCatalogSymbolsTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  /// A catalog with each shape of key SotkaApp's has: dotted, spaced, dashed, a leading digit,
  /// a keyword, specifiers in the key or only in the value, named and positional placeholders,
  /// plural variations, and a key extracted from code, which gets no symbol.
  static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Close" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Close" } } } },
        "Journal.Sort.Ascending" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Oldest first" } } } },
        "About app" : { "extractionState" : "manual" },
        "brand-logo_title" : { "extractionState" : "manual" },
        "2FA.Title" : { "extractionState" : "manual" },
        "OK" : { "extractionState" : "manual" },
        "default" : { "extractionState" : "manual" },
        "Day %lld" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Day %1$(number)lld" } } } },
        "%lld sec" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld sec" } } } },
        "%.1f sec" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%.1f sec" } } } },
        "%d min %d sec" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld min %lld sec" } } } },
        "Journal.DeleteEntryMessage" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete day %lld? 100%% sure?" } } } },
        "Moved %1$@ to %2$@" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Moved “%2$@” before %1$@" } } } },
        "Ratio %lf" : { "extractionState" : "manual" },
        "ageInYears" : { "extractionState" : "manual", "localizations" : { "en" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld year old" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld years old" } } } } } } },
        "%@" : { "extractionState" : "manual" },
        "Extracted %@" : { }
      },
      "version" : "1.1"
    }
    """#

  static let onboarding = #"""
    { "sourceLanguage" : "en", "strings" : {
      "Welcome.Title" : { "extractionState" : "manual", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } } } }
    }, "version" : "1.1" }
    """#

  /// A screen writing every symbol the catalogs generate, the way SotkaApp's do.
  static let screen = """
    import SwiftUI
    struct Screen: View {
      let day = 3
      var body: some View {
        VStack {
          Text(.close)
          Button(.close, action: {})
          Text(String(localized: .journalSortAscending))
          Text(.aboutApp)
          Text(.brandLogoTitle)
          Text(._2faTitle)
          Text(.ok)
          Text(.default)
          Text(.day(number: day))
          Text(String(localized: .sec(day)) + String(localized: .sec(Float(1.5))))
          Text(String(localized: .minSec(1, 2)))
          Text(.journalDeleteEntryMessage(day))
          Text(.movedTo("Inbox", "Archive"))
          Text(.ratio(2.5))
          Text(.ageInYears(day))
          Text(.Onboarding.welcomeTitle)
        }
      }
    }
    """

  static func project(settings: String) -> String {
    ViewGraphCompatTests.project(
      files: ["Screen.swift"], settings: settings,
      resources: ["Localizable.xcstrings", "Onboarding.xcstrings", "InfoPlist.xcstrings"])
  }

  static func app(settings: String) throws -> FixtureApp {
    try FixtureApp([
      "Demo.xcodeproj/project.pbxproj": project(settings: settings),
      "Screen.swift": screen,
      "Localizable.xcstrings": catalog,
      "Onboarding.xcstrings": onboarding,
      "InfoPlist.xcstrings":
        #"{ "sourceLanguage" : "en", "strings" : { "CFBundleName" : { "extractionState" : "manual" } } }"#,
    ])
  }

  @Test("a key's symbol: its words without specifiers, in lower camel case")
  func names() {
    let names = [
      "Close": "close", "Journal.Sort.Ascending": "journalSortAscending", "About app": "aboutApp",
      "brand-logo_title": "brandLogoTitle", "2FA.Title": "_2faTitle", "OK": "ok", "default": "`default`",
      "Day %lld": "day", "WorkoutPreview.Title%lld": "workoutPreviewTitle", "%d min %d sec": "minSec",
      "Progress.Error.NotFound %lld": "progressErrorNotFound", "Cycle %1$lld/%2$lld": "cycle",
      "iPhone only": "iPhoneOnly", "Items: %#@count@": "items",
    ]
    for (key, name) in names {
      #expect(StringCatalogSymbols.symbolName(for: key) == name, "\(key)")
    }
    #expect(StringCatalogSymbols.symbolName(for: "%@") == nil)
    #expect(StringCatalogSymbols.symbolName(for: "") == nil)
    #expect(StringCatalogSymbols.typeName("IRC") == "IRC")
    #expect(StringCatalogSymbols.typeName("image-comments") == "ImageComments")
  }

  @Test("values become parameters typed by their specifiers, labeled by their names, in position order")
  func parameters() throws {
    let folder = try FixtureApp([
      "Localizable.xcstrings": Self.catalog, "Onboarding.xcstrings": Self.onboarding,
    ])
    let source = try #require(
      StringCatalogSymbols.source(for: StringCatalogSymbols.catalogs(under: folder.root)))
    let expected = [
      "nonisolated static var close: LocalizedStringResource { LocalizedStringResource(\"Close\", defaultValue: \"Close\", table: \"Localizable\") }",
      "static func day(number: Int) -> LocalizedStringResource { LocalizedStringResource(\"Day %lld\", defaultValue: \"Day \\(number)\"",
      "static func sec(_ arg1: Int) -> LocalizedStringResource",
      "static func sec(_ arg1: Float) -> LocalizedStringResource",
      "static func minSec(_ arg1: Int, _ arg2: Int) -> LocalizedStringResource",
      "static func ratio(_ arg1: Double) -> LocalizedStringResource",
      "static func ageInYears(_ arg1: Int) -> LocalizedStringResource",
      // The value orders the arguments by position, whatever order it shows them in.
      "static func movedTo(_ arg1: String, _ arg2: String) -> LocalizedStringResource { LocalizedStringResource(\"Moved %1$@ to %2$@\", defaultValue: \"Moved “\\(arg2)” before \\(arg1)\"",
      "defaultValue: \"Delete day \\(arg1)? 100% sure?\"",
      "  enum Onboarding {\n    nonisolated static var welcomeTitle: LocalizedStringResource { LocalizedStringResource(\"Welcome.Title\", defaultValue: \"Welcome\", table: \"Onboarding\") }",
    ]
    for line in expected { #expect(source.contains(line), "\(line)\n\(source)") }
    #expect(!source.contains("extracted"), "a key extracted from code has no symbol")
    #expect(!source.contains("CFBundleName"))
  }

  @Test("a target with STRING_CATALOG_GENERATE_SYMBOLS = YES compiles the symbols; without it, none")
  func followsSetting() throws {
    let on = try #require(
      try ViewGraphCompatTests.results(for: Self.app(settings: "STRING_CATALOG_GENERATE_SYMBOLS = YES;"))
        .first)
    #expect(on.generatedFailures.isEmpty, "\(on.generatedFailures)")
    #expect(on.counted == 1)
    #expect(on.compiling == 1, "\(on.allFiles.map(\.outcome))")
    let off = try #require(try ViewGraphCompatTests.results(for: Self.app(settings: "")).first)
    #expect(off.project.stringCatalogs.isEmpty)
    #expect(off.compiling == 0, "Xcode generates nothing without the setting")
  }

  @Test("the resource's text, before any table translates it, is the source language's with the values in")
  func resolvesToSourceText() throws {
    let folder = try FixtureApp(["Localizable.xcstrings": Self.catalog])
    let source = try #require(
      StringCatalogSymbols.source(for: StringCatalogSymbols.catalogs(under: folder.root)))
    let main = """
      \(source)
      print(String(localized: .journalSortAscending))
      print(String(localized: .day(number: 3)))
      print(String(localized: .movedTo("a", "b")))
      print(String(localized: .journalDeleteEntryMessage(4)))
      """
    let file = folder.root.appendingPathComponent("main.swift")
    try main.write(to: file, atomically: true, encoding: .utf8)
    let compiler = try #require(Compiler.locateModules())
    let binary = folder.root.appendingPathComponent("main").path
    var arguments = ["swiftc", "-I", compiler.path, file.path, "-o", binary]
    #if os(Linux)
      // Linux's LocalizedStringResource is ViewGraph's stand-in, linked from its objects.
      let objects = compiler.deletingLastPathComponent().appendingPathComponent(
        "ViewGraphFoundationGaps.build")
      let files = try FileManager.default.contentsOfDirectory(atPath: objects.path)
      arguments += ["-Xfrontend", "-import-module", "-Xfrontend", "ViewGraphFoundationGaps"]
      arguments += files.filter { $0.hasSuffix(".swift.o") }.map { objects.appendingPathComponent($0).path }
      // Under `swift test --sanitize=thread` (CI) those objects are instrumented: link the
      // runtime they call, as the test process itself does.
      if dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil {
        arguments.append("-sanitize=thread")
      }
    #endif
    let build = Compiler.run(arguments)
    try #require(build.status == 0, "\(build.output)")
    let run = Compiler.run([binary])
    #expect(
      run.output == "Oldest first\nDay 3\nMoved “b” before a\nDelete day 4? 100% sure?\n", "\(run.output)")
  }

  // SotkaApp's SWDesignSystem: a local package's target uses its own catalog's symbols
  // (`Button(.close, action: action)`), and a preview's `@Previewable` value on the next line.
  @Test("a package target's symbols are its own catalog's, in the check and in the package init writes")
  func packageTargetAndInit() throws {
    let app = try FixtureApp([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Sotka",
        targets: [
          .target(name: "DesignSystem"),
          .executableTarget(name: "Sotka", dependencies: ["DesignSystem"]),
        ])
      """,
      "Sources/DesignSystem/Localizable.xcstrings": Self.catalog,
      "Sources/DesignSystem/Assets.xcassets/Accent.colorset/Contents.json": "{}",
      "Sources/DesignSystem/CloseButton.swift": """
      import SwiftUI
      public struct CloseButton: View {
        let action: () -> Void
        public init(action: @escaping () -> Void) { self.action = action }
        public var body: some View { Button(.close, action: action).foregroundStyle(Color(.accent)) }
      }
      #Preview {
        @Previewable @State var text =
          "A long text on its own line"
        Text(text)
      }
      """,
      "Sources/Sotka/SotkaApp.swift": """
      import DesignSystem
      import SwiftUI
      @main struct SotkaApp: App { var body: some Scene { WindowGroup { Screen() } } }
      struct Screen: View {
        var body: some View { VStack { CloseButton {}; Text(.onboardingOnly) } }
      }
      """,
      "Sources/Sotka/Localizable.xcstrings":
        #"{ "sourceLanguage" : "en", "strings" : { "Onboarding only" : { "extractionState" : "manual" } } }"#,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.failedModules.isEmpty, "\(result.failedModules)")
    #expect(result.counted == 2)
    #expect(result.compiling == 2, "\(result.allFiles.map(\.outcome))")
    let sources = try ViewGraphCompatTests.writtenMirror(of: app)
    let own = try String(
      contentsOf: sources.appendingPathComponent("Sotka/GeneratedStringSymbols.swift"), encoding: .utf8)
    #expect(own.contains("static var onboardingOnly: LocalizedStringResource"))
    let linked = try String(
      contentsOf: sources.appendingPathComponent("DesignSystem/GeneratedStringSymbols.swift"), encoding: .utf8
    )
    #expect(linked.contains("static var close: LocalizedStringResource"))
    // Its asset symbols too, as the check compiled it.
    let assets = try String(
      contentsOf: sources.appendingPathComponent("DesignSystem/GeneratedAssetSymbols.swift"), encoding: .utf8)
    #expect(assets.contains("static let accent = ColorResource"))
  }
}
