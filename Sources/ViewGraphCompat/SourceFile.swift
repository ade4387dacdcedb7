import Foundation

/// One Swift file of the app under report, and what the tool makes of it before compiling.
struct SourceFile {
  /// Modules a screen may import on Linux: SwiftUI (loaded as ViewGraph), the toolchain's
  /// own, and Combine, whose `ObservableObject` and `@Published` ViewGraph provides.
  static let availableModules: Set<String> = [
    "SwiftUI", "Foundation", "Observation", "Combine", "Swift", "Dispatch", "_Concurrency",
    "FoundationEssentials", "ViewGraph",
  ]
  /// Files that are tests, not screens.
  static let testModules: Set<String> = ["XCTest", "Testing", "ViewInspector", "SnapshotTesting"]

  let url: URL
  /// The path inside the app's folder, for the report.
  let relativePath: String
  let text: String
  /// The package's own modules (`Sources/<name>`), compiled together with this file.
  var localModules: Set<String> = []

  /// The modules the file imports (`import SwiftUI`, `@testable import Foo`, `import struct Foo.Bar`).
  var imports: [String] {
    text.split(separator: "\n").compactMap { line in
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
        words[..<index].allSatisfy({ $0.hasPrefix("@") })
      else { return nil }
      let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
      var name = words[index + 1]
      if kinds.contains(name), index + 2 < words.count { name = words[index + 2] }
      return String(name.split(separator: ".").first ?? name)
    }
  }

  /// Whether the file holds an app's entry point (`@main`), which a target has one of.
  var isAppEntry: Bool { text.contains(#/(?m)^\s*@main\b/#.wordBoundaryKind(.simple)) }

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
  /// Combine counts as available for what SwiftUI re-exports of it (`ObservableObject`,
  /// `@Published`); a file that builds publishers (`AnyPublisher`, `.sink`, `Timer.publish`,
  /// `onReceive`) needs Combine itself. SwiftUI re-exports UIKit on iOS and carries CoreData's
  /// and SwiftData's SwiftUI API. A guess from the text, so such a file is still compiled
  /// (its use may sit behind `#if os(iOS)`) and only left out when it fails.
  var impliedFrameworks: [String] {
    var modules: [String] = []
    if text.contains(Self.publisherUse) { modules.append("Combine (publishers)") }
    if text.contains(Self.uiKitUse) { modules.append("UIKit (through SwiftUI)") }
    if text.contains(Self.appKitUse) { modules.append("AppKit (through SwiftUI)") }
    if text.contains(Self.coreDataUse) { modules.append("CoreData (through SwiftUI)") }
    if text.contains(Self.swiftDataUse) { modules.append("SwiftData (through SwiftUI)") }
    return modules
  }

  /// UIKit's classes (`UIApplication`, `UIImage`…), not the few enums ViewGraph offers
  /// because SwiftUI's modifiers take them (`UIKeyboardType`…); `Color(.systemBackground)`
  /// and `Color(uiColor:)` bridge a `UIColor`.
  /// Word boundaries are ASCII ones (`.simple`): by Unicode's default a `.` between letters
  /// joins a word, so `UIColor.red` would hold no boundary after `UIColor`.
  static var uiKitUse: Regex<Substring> {
    #/\bUI(?!KeyboardType\b|TextContentType\b|TextAutocapitalizationType\b)[A-Z][A-Za-z]+\b|uiColor:|uiImage:|Color\(\.(?:system[A-Z]\w*|label|secondaryLabel|tertiaryLabel|quaternaryLabel|separator|opaqueSeparator|link|placeholderText)\)/#
      .wordBoundaryKind(.simple)
  }
  /// AppKit's classes and SwiftUI's AppKit bridges (`@NSApplicationDelegateAdaptor`).
  static var appKitUse: Regex<Substring> {
    #/\bNS(?:Application|Window|View|Color|Image|Font|Event|Screen|Workspace|Pasteboard|Menu|Responder|Hosting|Cursor|Alert|Panel)[A-Za-z]*\b|nsColor:|nsImage:/#
      .wordBoundaryKind(.simple)
  }
  static var coreDataUse: Regex<Substring> {
    #/@FetchRequest|FetchedResults|managedObjectContext|NSManagedObject|NSPersistentContainer/#
  }
  static var swiftDataUse: Regex<Substring> {
    #/@Query\b|modelContext|modelContainer|@Model\b/#.wordBoundaryKind(.simple)
  }

  static var publisherUse: Regex<Substring> {
    #/AnyPublisher|AnyCancellable|PassthroughSubject|CurrentValueSubject|\.sink\b|Just\(|\.publisher\b|Publishers\.|\.eraseToAnyPublisher|Timer\.publish|\.onReceive\(|\.assign\(to:/#
      .wordBoundaryKind(.simple)
  }

  /// The file as compiled: `#Preview { … }` blocks blanked (a macro, which the package
  /// cannot offer) and `import Combine` dropped (ViewGraph provides what screens use of
  /// it). Line numbers are kept, so diagnostics point at the original lines.
  var prepared: (text: String, notes: [String]) {
    var notes: [String] = []
    var lines = text.components(separatedBy: "\n")
    for index in lines.indices {
      let words = lines[index].split(separator: " ")
      guard let last = words.last, words.dropLast().last == "import" else { continue }
      // ViewGraph's own screens (the catalog) import it by name; under the alias the
      // compiler only accepts the name SwiftUI.
      if last == "ViewGraph" {
        lines[index] = lines[index].replacingOccurrences(of: "ViewGraph", with: "SwiftUI")
        continue
      }
      guard last == "Combine" || localModules.contains(String(last)) else { continue }
      // Combine's `ObservableObject` and `@Published` come from ViewGraph, as SwiftUI
      // re-exports them; a sibling module's declarations are in the same compilation.
      lines[index] = last == "Combine" ? "import SwiftUI" : ""
      notes.append("import \(last) dropped")
    }
    // On Apple platforms `import Foundation` brings Combine's `ObservableObject` and
    // `@Published` along, so a model file importing only Foundation uses them; here they
    // come from ViewGraph. Same line, so line numbers hold.
    for index in lines.indices where lines[index].trimmingCharacters(in: .whitespaces) == "import Foundation"
    {
      lines[index] = "import Foundation; import SwiftUI" + Self.networking
    }
    var index = 0
    while index < lines.count {
      let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("#Preview") else {
        index += 1
        continue
      }
      // Blank from the macro to the line where its braces close.
      var depth = 0
      var opened = false
      var end = index
      scan: for line in index..<lines.count {
        for character in lines[line] {
          if character == "{" {
            depth += 1
            opened = true
          } else if character == "}" {
            depth -= 1
          }
        }
        end = line
        if opened && depth <= 0 { break scan }
      }
      for line in index...end { lines[line] = "" }
      notes.append("#Preview blanked")
      index = end + 1
    }
    return (lines.joined(separator: "\n"), notes)
  }

  /// `URLSession` and `URLRequest` live in FoundationNetworking outside Apple platforms.
  #if canImport(FoundationNetworking)
    static let networking = "; import FoundationNetworking"
  #else
    static let networking = ""
  #endif

  /// The types the file declares, extensions' nested ones included.
  var declaredTypeNames: Set<String> {
    let pattern = #/(?:struct|class|enum|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)/#
    return Set(text.matches(of: pattern).map { String($0.output.1) })
  }

  /// The names the file declares (types, functions, properties, cases), to tell a missing
  /// SwiftUI API from a declaration of a file that was left out.
  var declaredNames: Set<String> {
    let pattern =
      #/(?:struct|class|enum|protocol|actor|typealias|func|var|let|case)\s+([A-Za-z_][A-Za-z0-9_]*)/#
    return Set(text.matches(of: pattern).map { String($0.output.1) })
  }
}
