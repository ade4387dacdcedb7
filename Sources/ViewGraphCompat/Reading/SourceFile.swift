import Foundation

/// One Swift file of the app under report, and what the tool makes of it before compiling.
struct SourceFile {
  /// Modules a screen may import on Linux: SwiftUI (loaded as ViewGraph), the toolchain's
  /// own, and Combine (loaded as ViewGraphCombine: `ObservableObject`, `@Published` and the
  /// publishers of ViewGraph's Combine subset).
  static var availableModules: Set<String> {
    // And the user's own stand-ins; not those a measuring run withholds.
    builtInModules.union(UserStandIns.loaded?.frameworks ?? []).subtracting(WithheldStandIns.frameworks)
  }
  static let builtInModules: Set<String> = Set([
    "SwiftUI", "Foundation", "Observation", "Combine", "Swift", "Dispatch", "_Concurrency",
    "FoundationEssentials", "FoundationNetworking", "ViewGraph", "XCTest", "Testing", "Glibc",
    // The standard library's own modules, on every platform; Darwin is read as Glibc.
    "RegexBuilder", "_StringProcessing", "Synchronization", "Distributed", "Darwin",
  ]).union(MirrorSettings.standInAliases.map(\.framework))  // loaded as ViewGraph's stand-ins
  /// Files that are tests, not screens.
  static let testModules: Set<String> = ["XCTest", "Testing", "ViewInspector", "SnapshotTesting"]

  let url: URL
  /// The path inside the app's folder, for the report.
  let relativePath: String
  let text: String
  /// The package's own modules (`Sources/<name>`), compiled together with this file.
  var localModules: Set<String> = []

  /// The modules the file imports where it is compiled here (`import SwiftUI`, `@testable
  /// import Foo`, `private import Foo`, `import struct Foo.Bar`): an import in an `#if os(iOS)` or
  /// `#if canImport(UIKit)` branch that is off on Linux is not one.
  var imports: [String] {
    var seen: Set<String> = []
    var active = ConditionStack()
    return text.split(separator: "\n").compactMap { line -> String? in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("#") {
        active.read(directive: trimmed)
        return nil
      }
      guard active.isActive else { return nil }
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      // Attributes and an access level may come first (`@preconcurrency`, `private import`).
      let accessLevels: Set<Substring> = ["private", "fileprivate", "internal", "package", "public"]
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
        words[..<index].allSatisfy({ $0.hasPrefix("@") || accessLevels.contains($0) })
      else { return nil }
      let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
      var name = words[index + 1]
      if kinds.contains(name), index + 2 < words.count { name = words[index + 2] }
      return String(name.split(separator: ".").first ?? name)
    }.filter { seen.insert($0).inserted }
  }

  /// Whether the file holds an app's entry point (`@main`), which a target has one of.
  /// `@NSApplicationMain` is one too: its delegate compiles against AppKit's stand-in.
  var isAppEntry: Bool { text.contains(#/(?m)^\s*@(?:main|NSApplicationMain)\b/#.wordBoundaryKind(.simple)) }

  /// Whether the file imports SwiftUI: the files the compatibility figure counts.
  var isViewFile: Bool { imports.contains("SwiftUI") || imports.contains("ViewGraph") }

  var isTest: Bool {
    !Set(imports).isDisjoint(with: Self.testModules)
      || relativePath.split(separator: "/").contains { $0.hasSuffix("Tests") }
  }

  /// Modules the file imports that have no stand-in here (UIKit, MapKit, a package): the
  /// file is not compiled.
  var unavailableImports: [String] {
    imports.filter { !Self.availableModules.contains($0) && !localModules.contains($0) }
  }

  /// Frameworks the file seems to use without importing them, which Linux lacks.
  ///
  /// A file that builds publishers (`AnyPublisher`, `.sink`, `Timer.publish`, `onReceive`)
  /// needs Combine's; ViewGraph declares a subset of them on Linux (CombineSubset says what a
  /// failing file misses of it). SwiftUI re-exports UIKit on iOS and carries CoreData's
  /// and SwiftData's SwiftUI API (ImpliedFramework). A guess from the text, so such a file is
  /// still compiled (its use may sit behind `#if os(iOS)`) and only left out when it fails on
  /// what the framework declares.
  var impliedFrameworks: [String] {
    (text.contains(Self.publisherUse) ? [Self.combinePublishers] : [])
      + ImpliedFramework.used(in: self).map(\.label)
  }

  /// The guess that a file uses Combine's publishers.
  static let combinePublishers = "Combine (publishers)"

  static var publisherUse: Regex<Substring> {
    #/AnyPublisher|AnyCancellable|PassthroughSubject|CurrentValueSubject|\.sink\b|Just\(|\.publisher\b|Publishers\.|\.eraseToAnyPublisher|Timer\.publish|\.onReceive\(|\.assign\(to:/#
      .wordBoundaryKind(.simple)
  }

  /// The file's text when the tool must adapt it, else nil: the file is compiled as it is.
  /// The only adaptation is for ViewGraph's own screens (the catalog), which import it by
  /// name; under the alias the compiler only accepts the name SwiftUI. Line numbers hold.
  var adaptedText: String? {
    guard imports.contains("ViewGraph") else { return nil }
    return text.components(separatedBy: "\n").map { line in
      let words = line.split(separator: " ")
      guard words.last == "ViewGraph", words.dropLast().last == "import" else { return line }
      return line.replacingOccurrences(of: "ViewGraph", with: "SwiftUI")
    }.joined(separator: "\n")
  }

  /// The types the file declares, extensions' nested ones included.
  var declaredTypeNames: Set<String> {
    DeclaredNameScanner.names(
      in: text, after: ["struct", "class", "enum", "protocol", "actor", "typealias"])
  }

  /// The environment keys the file declares: `@Entry` properties, and properties of an
  /// `extension EnvironmentValues` (`var coordinator: AppCoordinator? { get … set … }`), which
  /// `@Environment(\.coordinator)` elsewhere needs.
  var environmentKeys: Set<String> {
    var keys = Set(text.matches(of: #/@Entry\s+(?:\w+\s+)*var\s+(\w+)/#).map { String($0.output.1) })
    for block in text.matches(of: #/(?s)extension\s+EnvironmentValues\s*\{(.*?)\n\}/#) {
      keys.formUnion(block.output.1.matches(of: #/\bvar\s+(\w+)/#).map { String($0.output.1) })
    }
    return keys
  }

  /// The names the file declares (types, functions, properties, cases), to tell a missing
  /// SwiftUI API from a declaration of a file that was left out.
  var declaredNames: Set<String> {
    DeclaredNameScanner.names(
      in: text,
      after: ["struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let", "case"])
  }
}
