import Foundation
import Testing

@testable import ViewGraphCompat

/// A framework a file uses through `import SwiftUI` is blamed only for errors that name its
/// symbols: a screen with a `@Query` that fails on a modifier fails on the modifier.
@Suite("viewgraph-compat: a framework used through SwiftUI, and the errors that are about it")
struct ImpliedFrameworkTests {
  func file(_ text: String) -> SourceFile {
    SourceFile(url: URL(fileURLWithPath: "/app/Screen.swift"), relativePath: "Screen.swift", text: text)
  }

  @Test("an error naming SwiftData's symbols is about SwiftData; a SwiftUI or app error is not")
  func swiftDataSymbols() {
    let swiftData = ImpliedFramework.swiftData
    #expect(swiftData.isNamed(by: "unknown attribute 'Query'"))
    #expect(swiftData.isNamed(by: "value of type 'EnvironmentValues' has no member 'modelContext'"))
    #expect(swiftData.isNamed(by: "value of type 'ModelContext' has no member 'undo'"))
    #expect(swiftData.isNamed(by: "cannot convert value of type 'Query<Item, [Item]>' to 'Int'"))
    #expect(
      swiftData.isNamed(
        by: "type 'Trip' does not conform to 'Hashable' (in expansion of macro 'Model' on class 'Trip')"))
    #expect(
      !swiftData.isNamed(
        by:
          "value of type 'ModifiedContent<ProductView<some View>, _StyleModifier>' has no member 'productViewStyle'"
      ))
    #expect(
      !swiftData.isNamed(
        by:
          "cannot convert value of type '(Destination, State<String>) -> EditDestinationView' to expected argument type '(Destination) -> EditDestinationView'"
      ))
    #expect(
      !swiftData.isNamed(
        by:
          "cannot find type 'EntitlementTaskState' in scope (in expansion of macro 'State' on property 'state')"
      ))
    // A name holding a symbol is not the symbol (`QueryResult`, `modelContextID`).
    #expect(!swiftData.isNamed(by: "cannot find 'QueryResult' in scope"))
  }

  @Test("UIKit's, AppKit's and CoreData's symbols, and not SwiftUI's own UIKit-named enums")
  func otherFrameworksSymbols() {
    #expect(ImpliedFramework.uiKit.isNamed(by: "cannot find 'UIColor' in scope"))
    #expect(ImpliedFramework.uiKit.isNamed(by: "type 'Color' has no member 'systemGroupedBackground'"))
    #expect(!ImpliedFramework.uiKit.isNamed(by: "cannot find 'UIKeyboardType' in scope"))
    #expect(!ImpliedFramework.uiKit.isNamed(by: "extra argument 'label' in call"))
    #expect(ImpliedFramework.appKit.isNamed(by: "cannot find 'NSWorkspace' in scope"))
    #expect(ImpliedFramework.coreData.isNamed(by: "unknown attribute 'FetchRequest'"))
    #expect(!ImpliedFramework.coreData.isNamed(by: "cannot find 'Fetcher' in scope"))
  }

  @Test("a file's text suggests the use; a framework it imports is not used through SwiftUI")
  func usedThroughSwiftUI() {
    let screen = file(
      "import SwiftUI\nstruct S: View {\n  @Query var items: [Item]\n  var body: some View { Text(\"\") }\n}")
    #expect(ImpliedFramework.used(in: screen) == [.swiftData])
    #expect(screen.impliedFrameworks == ["SwiftData (through SwiftUI)"])
    let importing = file("import SwiftUI\nimport SwiftData\nstruct S: View {\n  @Query var items: [Item]\n}")
    #expect(ImpliedFramework.used(in: importing).isEmpty)
    #expect(ImpliedFramework(label: "SwiftData (through SwiftUI)") == .swiftData)
    #expect(ImpliedFramework(label: "Combine (publishers)") == nil)
  }
}
