/// An Apple framework a file seems to use through `import SwiftUI` alone, and whether an error
/// is about that framework.
///
/// SwiftUI re-exports UIKit on iOS (AppKit on macOS) and apps reach CoreData's and SwiftData's
/// SwiftUI API (`@FetchRequest`, `@Query`, `\.modelContext`) beside it. The use is a guess from
/// the file's text, so a failing file is blamed on the framework only when one of its errors
/// names one of the framework's symbols: a screen with a `@Query` that fails on a missing
/// modifier fails on the modifier, not on SwiftData.
///
///     let swiftData = ImpliedFramework.swiftData
///     swiftData.isNamed(by: "unknown attribute 'Query'")  // true
///     swiftData.isNamed(by: "value of type 'some View' has no member 'scenePadding'")  // false
enum ImpliedFramework: String, CaseIterable {
  case uiKit = "UIKit"
  case appKit = "AppKit"
  case coreData = "CoreData"
  case swiftData = "SwiftData"

  /// How the report names the framework a file is left out for.
  var label: String { "\(rawValue) (through SwiftUI)" }

  /// Text of a file that suggests the framework is used.
  ///
  /// UIKit's classes (`UIApplication`, `UIImage`…), not the few enums ViewGraph offers
  /// because SwiftUI's modifiers take them (`UIKeyboardType`…); `Color(.systemBackground)`
  /// and `Color(uiColor:)` bridge a `UIColor`. Word boundaries are ASCII ones (`.simple`): by
  /// Unicode's default a `.` between letters joins a word, so `UIColor.red` would hold no
  /// boundary after `UIColor`.
  var use: Regex<Substring> {
    switch self {
    case .uiKit:
      #/\bUI(?!KeyboardType\b|TextContentType\b|TextAutocapitalizationType\b)[A-Z][A-Za-z]+\b|uiColor:|uiImage:|Color\(\.(?:system[A-Z]\w*|label|secondaryLabel|tertiaryLabel|quaternaryLabel|separator|opaqueSeparator|link|placeholderText)\)/#
        .wordBoundaryKind(.simple)
    case .appKit:
      #/\bNS(?:Application|Window|View|Color|Image|Font|Event|Screen|Workspace|Pasteboard|Menu|Responder|Hosting|Cursor|Alert|Panel)[A-Za-z]*\b|nsColor:|nsImage:/#
        .wordBoundaryKind(.simple)
    case .coreData:
      #/@FetchRequest|FetchedResults|managedObjectContext|NSManagedObject|NSPersistentContainer/#
    case .swiftData:
      #/@Query\b|modelContext|modelContainer|@Model\b/#.wordBoundaryKind(.simple)
    }
  }

  /// The framework's symbols as an error quotes them (`'UIColor'`, `'modelContext'`, a type
  /// `'Query<Item, [Item]>'`): each pattern matches a whole identifier of a quoted name.
  /// UIKit's colour names used as `Color(.systemBackground)` are only the unmistakable ones:
  /// `'label'` or `'link'` in an error are most often SwiftUI's own argument and view names.
  var symbols: Regex<Substring> {
    switch self {
    case .uiKit:
      #/^(?:UI(?!KeyboardType$|TextContentType$|TextAutocapitalizationType$)[A-Z][A-Za-z]+|uiColor|uiImage|system[A-Z]\w*|secondaryLabel|tertiaryLabel|quaternaryLabel|opaqueSeparator|placeholderText)$/#
    case .appKit:
      #/^(?:NS(?:Application|Window|View|Color|Image|Font|Event|Screen|Workspace|Pasteboard|Menu|Responder|Hosting|Cursor|Alert|Panel)[A-Za-z]*|nsColor|nsImage)$/#
    case .coreData:
      #/^(?:FetchRequest|FetchedResults|SectionedFetchRequest|SectionedFetchResults|managedObjectContext|NS(?:ManagedObject\w*|PersistentContainer|PersistentCloudKitContainer|FetchRequest\w*|EntityDescription|PersistentStore\w*))$/#
    case .swiftData:
      #/^(?:Query|Model|ModelContext|ModelContainer|modelContext|modelContainer|PersistentModel|PersistentIdentifier|FetchDescriptor|ModelConfiguration|Schema|VersionedSchema|SchemaMigrationPlan|MigrationStage|ModelActor|ModelExecutor|DefaultSerialModelExecutor|Relationship|Transient|HistoryDescriptor)$/#
    }
  }

  /// Whether the error names one of the framework's symbols: an identifier of a name it
  /// quotes (the owner and member of `'ModelContext' has no member 'undo'`, the macro of
  /// `in expansion of macro 'Model'`).
  func isNamed(by message: String) -> Bool {
    message.matches(of: #/'([^']+)'/#).contains { quoted in
      quoted.output.1.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        .contains { (try? symbols.wholeMatch(in: $0)) != nil }
    }
  }

  /// The frameworks a file seems to use through SwiftUI: not those it imports itself, whose
  /// errors are the stand-in's own (a missing member of `ModelContext` in a file importing
  /// SwiftData is that file's failure, not SwiftData used without an import).
  static func used(in file: SourceFile) -> [ImpliedFramework] {
    let imports = Set(file.imports)
    return allCases.filter { !imports.contains($0.rawValue) && file.text.contains($0.use) }
  }

  /// The framework a report label names (`SwiftData (through SwiftUI)`).
  init?(label: String) {
    guard let framework = Self.allCases.first(where: { $0.label == label }) else { return nil }
    self = framework
  }
}
