/// The first test file of a written package: the App, every `#Preview` and each screen a
/// test can make with no arguments, each mounted first in a child process (a trap in the
/// app's own code fails that test with its message, and the run goes on), then in the test,
/// where a runtime warning or a body that never ran fails it.
struct SmokeTestSource {
  let module: String
  /// The `@main` App's type, when its file is kept.
  let appTypeName: String?
  let hasPreviews: Bool
  /// Screens made with `Screen()`.
  let screens: [String]
  /// What the App's scenes inject (`.environment(modelData)`): each screen is mounted with
  /// the ones a test can make.
  let appInjections: [AppInjection]
  /// The app's `@Model` types: with no container the App's injections make, each screen is
  /// mounted in one of these, in memory.
  var models = AppModels()

  /// The test function's name for `screen`'s test (`contentViewMounts`).
  static func testName(for screen: String) -> String {
    screen.prefix(1).lowercased() + screen.dropFirst() + "Mounts"
  }

  var text: String {
    var tests: [String] = []
    if let app = appTypeName { tests.append(appTest(app)) }
    if hasPreviews { tests.append(previewsTest) }
    tests += screens.map(screenTest)
    if tests.isEmpty {
      tests.append(
        """
          // The App's file and every #Preview were left out (see MIRROR.md): mount a screen here.
          @Test func aScreenMounts() {
            withKnownIssue("Write the first test: mount a screen of \(module)") {
              Issue.record("no App and no preview to mount")
            }
          }
        """)
    }
    return """
      import StateHarness
      import Testing

      @testable import \(module)
      \(models.modules.map { "@testable import \($0)\n" }.joined())
      // Written once by viewgraph-compat init; yours from now on.
      //
      // Each test mounts first in a child process: a trap in the app's own code (a model's
      // fatalError, a resource it cannot find) fails that test with the trap's message, and the
      // rest of the run goes on. Then it mounts here, where a runtime warning SwiftUI would print
      // fails it at the harness call.
      @MainActor
      struct \(module)SmokeTests {
      \(tests.joined(separator: "\n\n"))
      }

      """
  }

  private func appTest(_ app: String) -> String {
    """
      /// The app's first window mounts from its own composition root (the App's @State and
      /// @StateObject, its WindowGroup's injections) without a trap or a runtime warning.
      @Test func appMountsWithoutRuntimeWarnings() async {
    \(trapGuard(mount: "await TrapCheck.mount(app: \(app).self)", subject: app))
        let harness = ParentHarness(app: \(app)())
        harness.reRender()
      }
    """
  }

  private var previewsTest: String {
    """
      /// Every #Preview of the app mounts without a trap, a runtime warning or an ownership
      /// mistake the audit sees.
      @Test func everyPreviewMounts() async {
    \(trapGuard(mount: "await TrapCheck.mountPreviews(in: \"\(module)\")", subject: "a #Preview of \(module)"))
        expectPreviewsMount(in: "\(module)")
      }
    """
  }

  private func screenTest(_ screen: String) -> String {
    var made = appInjections.compactMap(\.modifier)
    let unmade = appInjections.filter { $0.modifier == nil }.map { "`\($0.call)`" }
    var comment = "/// `\(screen)()` mounts: no trap, no runtime warning, and its body runs."
    if !made.isEmpty {
      comment +=
        "\n  /// With what the App gives its screens, made anew: \(made.map { "`\($0)`" }.joined(separator: ", "))."
    }
    if !unmade.isEmpty {
      comment +=
        "\n  /// The App also gives \(unmade.joined(separator: ", ")), which this test cannot make: a"
        + "\n  /// screen that reads it needs it placed here to mount."
    }
    if !made.contains(where: { $0.hasPrefix(".modelContainer(") }), let container = models.containerModifier {
      made.append(container)
      comment +=
        "\n  /// In a container of the app's @Model types, in memory, where the app's own container"
        + "\n  /// (its WindowGroup's) is not made here: each test starts with an empty store."
    }
    let view = "\(screen)()" + made.joined()
    return """
        \(comment)
        @Test func \(Self.testName(for: screen))() async {
      \(trapGuard(mount: "await TrapCheck.mount { \(view) }", subject: screen))
          let harness = ParentHarness { \(view) }
          #expect(harness.bodyEvaluations(of: \(screen).self) >= 1, "\(screen)'s body never ran")
        }
      """
  }

  /// Mounts in a child process first; on a trap, a second child reports what it printed.
  private func trapGuard(mount: String, subject: String) -> String {
    """
        let launched = await #expect(processExitsWith: .success) {
          \(mount)
        }
        guard launched != nil else {
          let trap = await #expect(processExitsWith: .failure, observing: [\\.standardErrorContent]) {
            \(mount)
          }
          TrapCheck.record(trap, mounting: "\(subject)")
          return
        }
    """
  }
}
