import Foundation
import Testing

@testable import ViewGraphCompat

/// The smoke test `init` writes: it compiles for every screen it names, and each test can
/// fail — on a trap (in a child process), a runtime warning, or a body that never ran.
@Suite("viewgraph-compat: the smoke test init writes", .serialized, .ownThread)
struct SmokeTestSourceTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  static let appFiles: [String: String] = [
    "Demo.xcodeproj/project.pbxproj": ViewGraphCompatTests.project(
      files: ["Demo/DemoApp.swift", "Demo/Screens.swift", "Demo/Store.swift"], settings: "",
      resources: ["Demo/data.json", "Demo/Assets.xcassets"]),
    "Demo/DemoApp.swift": """
    import SwiftUI
    @main struct DemoApp: App {
      @State private var store = Store()
      var body: some Scene { WindowGroup { Home().environment(store) } }
    }
    """,
    "Demo/Screens.swift": """
    import SwiftUI
    struct Home: View {
      @Environment(Store.self) private var store
      var body: some View { Text(store.title) }
    }
    struct Editor: View {
      @State var draft: String
      var body: some View { Text(draft) }
    }
    struct Counter: View {
      @State private var count = 0
      @Environment(\\.dismiss) private var dismiss
      var body: some View { Text("\\(count)") }
    }
    """,
    "Demo/Store.swift": """
    import Foundation
    import Observation
    @Observable final class Store {
      var title = Bundle.main.url(forResource: "data", withExtension: "json") == nil ? "none" : "data"
    }
    """,
    "Demo/data.json": "{}",
    "Demo/Assets.xcassets/Contents.json": "{}",
  ]

  static func writer(for app: FixtureApp) throws -> TestPackageWriter {
    let compiler = try #require(Compiler.locateModules().map(Compiler.init(modules:)))
    let target = try #require(try AppTarget.read(from: app.root)?.first)
    let plan = try MirrorPlan(
      target: target, compiler: compiler, scratch: app.root.appendingPathComponent(".scratch"))
    return TestPackageWriter(
      plan: plan, output: app.root.appendingPathComponent("StateHarnessTests"), stateHarness: "../harness",
      command: "init")
  }

  @Test("a screen whose memberwise initializer asks for a @State value is not called with ()")
  func screensThatTakeArguments() throws {
    let app = try FixtureApp(Self.appFiles)
    let writer = try Self.writer(for: app)
    #expect(writer.plan.screensWithoutArguments == ["Home", "Counter"])
    #expect(!writer.smokeTest.contains("Editor()"))
  }

  @Test("each test mounts in a child process first, then fails on a warning or a body that never ran")
  func eachTestCanFail() throws {
    let app = try FixtureApp(Self.appFiles)
    let source = try Self.writer(for: app).smokeTest
    #expect(source.contains("@Test func appMountsWithoutRuntimeWarnings() async {"))
    #expect(
      source.contains(
        """
            let launched = await #expect(processExitsWith: .success) {
              await TrapCheck.mount(app: DemoApp.self)
            }
            guard launched != nil else {
              let trap = await #expect(processExitsWith: .failure, observing: [\\.standardErrorContent]) {
        """))
    #expect(source.contains("TrapCheck.record(trap, mounting: \"DemoApp\")"))
    #expect(source.contains("let harness = ParentHarness { Counter().environment(Store()) }"))
    #expect(
      source.contains("#expect(harness.bodyEvaluations(of: Counter.self) >= 1, \"Counter's body never ran\")")
    )
    // A runtime warning is no longer a way to pass.
    #expect(!source.contains("runtimeWarnings: .collect"))
    // What the App injects is named where a screen needs it.
    #expect(source.contains("/// With what the App gives its screens, made anew: `.environment(Store())`."))
    #expect(source.contains("let harness = ParentHarness { Home().environment(Store()) }"))
  }

  @Test("what the App injects is made anew where its property is made with a plain call")
  func injections() {
    let app = """
      @main struct DemoApp: App {
        @State private var store = Store()
        @StateObject var session: Session = Session(user: "a")
        let router = Router.shared
        var body: some Scene {
          WindowGroup {
            Home().environment(store).environmentObject(session).environment(router)
              .environment(\\.locale, .init(identifier: "fr"))
          }
        }
      }
      """
    #expect(
      AppInjection.all(in: app) == [
        AppInjection(call: ".environment(store)", modifier: ".environment(Store())"),
        AppInjection(
          call: ".environmentObject(session)", modifier: ".environmentObject(Session(user: \"a\"))"),
        AppInjection(call: ".environment(router)", modifier: nil),
      ])
  }

  @Test("a SwiftData App's container is made anew in memory for a screen mounted on its own")
  func modelContainers() {
    let app = """
      @main struct NotesApp: App {
        var body: some Scene {
          WindowGroup { NoteList() }.modelContainer(for: [Note.self, Tag.self], isAutosaveEnabled: false)
          Window("Trash", id: "trash") { TrashList() }.modelContainer(shared)
        }
      }
      """
    #expect(
      AppInjection.all(in: app) == [
        AppInjection(
          call: ".modelContainer(for: [Note.self, Tag.self], isAutosaveEnabled: false)",
          modifier: ".modelContainer(for: [Note.self, Tag.self], inMemory: true)"),
        AppInjection(call: ".modelContainer(shared)", modifier: nil),
      ])
  }

  @Test("an App's container whose model types are listed one a line is made anew too")
  func modelContainerOverLines() {
    let app = """
      @main struct NoteSwiftDataApp: App {
        var body: some Scene {
          WindowGroup {
            TabView { NoteListView() }
              .modelContainer(for: [
                Note.self,
                Tag.self
              ])
          }
        }
      }
      """
    #expect(
      AppInjection.all(in: app) == [
        AppInjection(
          call: ".modelContainer(for: [Note.self, Tag.self])",
          modifier: ".modelContainer(for: [Note.self, Tag.self], inMemory: true)")
      ])
  }

  @Test("a line of a screen's test names that screen; a line outside every screen's test names none")
  func screenAtLine() throws {
    let app = try FixtureApp(Self.appFiles)
    let writer = try Self.writer(for: app)
    let lines = writer.smokeTest.split(separator: "\n", omittingEmptySubsequences: false)
    let call = try #require(
      lines.firstIndex { $0.contains("ParentHarness { Counter().environment(Store()) }") })
    #expect(writer.screen(atSmokeTestLine: call + 1) == "Counter")
    #expect(writer.screen(atSmokeTestLine: 1) == nil)
    var without = writer
    without.excludedScreens = ["Counter"]
    #expect(!without.smokeTest.contains("Counter()"))
    #expect(without.smokeTest.contains("Home()"))
  }

  // Backyard Birds (s8): 7 of its 12 smoke tests failed on "Runtime warning
  // (missingModelContainer)": the screens' @Query had no container; in the app they sit under
  // the WindowGroup's `.backyardBirdsDataContainer()`, a modifier of the app's own.
  static let dataFiles: [String: String] = [
    "Demo.xcodeproj/project.pbxproj": ViewGraphCompatTests.project(
      files: ["Demo/DemoApp.swift", "Demo/Library.swift", "Demo/Models.swift"], settings: ""),
    "Demo/DemoApp.swift": """
    import SwiftUI
    @main struct DemoApp: App {
      var body: some Scene { WindowGroup { Library().libraryContainer() } }
    }
    """,
    "Demo/Library.swift": """
    import SwiftData
    import SwiftUI
    struct Library: View {
      @Query(sort: \\Book.title) private var books: [Book]
      var body: some View { List(books) { Text($0.title) } }
    }
    extension View {
      func libraryContainer() -> some View { modelContainer(for: [Book.self, Author.self]) }
    }
    """,
    "Demo/Models.swift": """
    import SwiftData
    @Model final class Book {
      var title = ""
      var author: Author?
      init() {}
    }
    @Model
    public final class Author {
      var name = ""
      init() {}
    }
    """,
  ]

  @Test("a SwiftData app's screens mount in a container of its @Model types when the App's is its own")
  func modelTypesContainer() throws {
    let app = try FixtureApp(Self.dataFiles)
    let writer = try Self.writer(for: app)
    #expect(writer.plan.kept.count == 3, "\(writer.plan.leftOut.map(\.reason))")
    #expect(writer.appModels == AppModels(types: ["Book", "Author"], modules: []))
    let source = writer.smokeTest
    #expect(
      source.contains(
        "let harness = ParentHarness { Library().modelContainer(for: [Book.self, Author.self], inMemory: true) }"
      ))
    #expect(
      source.contains(
        "/// In a container of the app's @Model types, in memory, where the app's own container"))
    // The App mounts from its own composition root, its own container.
    #expect(source.contains("let harness = ParentHarness(app: DemoApp())"))
  }

  @Test("an App's own .modelContainer(for:) is made once; a linked module's models are imported")
  func containerOnce() {
    let made = SmokeTestSource(
      module: "Demo", appTypeName: nil, hasPreviews: false, screens: ["Library"],
      appInjections: [
        AppInjection(
          call: ".modelContainer(for: Book.self)", modifier: ".modelContainer(for: Book.self, inMemory: true)"
        )
      ],
      models: AppModels(types: ["Book", "Shelf"], modules: ["Models"])
    ).text
    #expect(made.contains("ParentHarness { Library().modelContainer(for: Book.self, inMemory: true) }"))
    #expect(
      made.components(separatedBy: "ParentHarness {")[1].components(separatedBy: ".modelContainer(").count
        == 2)
    #expect(made.contains("@testable import Demo\n@testable import Models\n\n// Written once"))
    let bare = SmokeTestSource(
      module: "Demo", appTypeName: nil, hasPreviews: false, screens: ["Library"], appInjections: []
    ).text
    #expect(bare.contains("ParentHarness { Library() }"))
    #expect(bare.contains("@testable import Demo\n\n// Written once"))
  }

  @Test("only top-level @Model classes a test can name are found")
  func declaredModels() {
    let text = """
      @Model final class Trip { init() {} }
      @available(iOS 17, *)
      @Model
      public final class Stop {}
      enum SchemaV1 {
        @Model final class Trip {}
      }
      @Model private final class Draft {}
      @Model fileprivate class Scratch {}
      // @Model class Commented {}
      """
    #expect(AppModels.declared(in: text) == ["Trip", "Stop"])
    var models = AppModels()
    models.add(texts: [text], module: nil)
    models.add(texts: ["@Model class Trip {}", "@Model class Plant {}"], module: "Garden")
    models.add(texts: ["struct NotAModel {}"], module: "UI")
    #expect(models == AppModels(types: ["Trip", "Stop", "Plant"], modules: ["Garden"]))
    #expect(
      models.containerModifier == ".modelContainer(for: [Trip.self, Stop.self, Plant.self], inMemory: true)")
    #expect(AppModels().containerModifier == nil)
  }
}
