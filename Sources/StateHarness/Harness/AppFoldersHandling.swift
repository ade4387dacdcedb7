import Foundation
import Testing
@_spi(Inspection) import ViewGraphFoundationGaps

/// What a harness does with the folders an app writes: `Documents`, `Library` (with
/// `Application Support` and `Caches`) and `tmp`.
///
/// On a device the app's container is empty on a fresh install. A test process has one home
/// folder for every test, so a file one test's screen saved would be the next test's
/// starting data. So by default each Swift Testing test that makes a harness has a
/// container of its own from then on, made under the process's temporary folder and removed
/// when the process exits; a second harness in the same test is a relaunch and finds what
/// the first saved. A test that makes no harness keeps Foundation's folders. In XCTest, which
/// names no running test, each harness starts a new container.
///
/// ```swift
/// @Test func savesADraft() {
///   let harness = ParentHarness { NoteEditor() }
///   harness.find(button: "Save")?.tap()
///   let saved = URL.documentsDirectory.appendingPathComponent("draft.txt")
///   #expect(FileManager.default.fileExists(atPath: saved.path))  // this test's Documents
/// }
///
/// @Suite(.stateHarness(appFolders: .shared))   // the process's own folders
/// @MainActor struct ImportTests { … }
/// ```
///
/// The app's files reach the container through `URL.documentsDirectory` and its kin,
/// `FileManager`'s `urls(for:in:)`, `url(for:in:appropriateFor:create:)` and
/// `temporaryDirectory`, and `NSTemporaryDirectory()`, as `viewgraph-compat init` declares
/// them in the app's module. Code that runs in a detached task, outside the test's task
/// tree, gets the container of the last harness made in XCTest, else Foundation's folders.
public enum AppFoldersHandling: Sendable, Equatable {
  /// Each test its own empty container (each harness, in XCTest). The default.
  case fresh
  /// The process's own folders, as earlier tests left them.
  case shared

  /// Scopes the app's folders for a harness being created.
  static func applyForNewHarness() {
    if let name = Scope.testName() {
      Scope.harnessedTests.withLock { _ = $0.insert(name) }
    } else if Test.current == nil {
      Scope.xcTestContainer.withLock { $0 = "xctest-\(UUID().uuidString)" }
    }
    AppContainer.setScope(Scope.current)
  }

  private enum Scope {
    /// The container of the last harness made outside a Swift Testing test.
    static let xcTestContainer = Locked<String?>(nil)
    /// The tests that made a harness: only those have a container, so a test's folders do
    /// not depend on whether an earlier test of the process made one.
    static let harnessedTests = Locked<Set<String>>([])

    @Sendable static func current() -> String? {
      guard Test.current != nil else { return xcTestContainer.withLock { $0 } }
      guard let name = testName(), harnessedTests.withLock({ $0.contains(name) }) else { return nil }
      return name
    }

    /// The running test's name when its folders are fresh; nil outside a test or `.shared`.
    static func testName() -> String? {
      guard let test = Test.current, (HarnessConfiguration.current.appFolders ?? .fresh) == .fresh else {
        return nil
      }
      // Each argument of a parameterized test is a test of its own. Test.Case declares no
      // public identity; its description (its arguments and their ids) tells cases apart.
      guard let testCase = Test.Case.current, testCase.isParameterized else { return "\(test.id)" }
      return "\(test.id)|\(String(describing: testCase))"
    }
  }

  private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) -> T) -> T {
      lock.lock()
      defer { lock.unlock() }
      return body(&value)
    }
  }
}
