import Testing
import ViewGraphFoundationGaps
import ViewGraphSwiftData

/// Scopes the SwiftData stand-in's stores with a file to the running test (S305), so each
/// test starts from no saved models, as `@AppStorage` starts from fresh defaults, while a
/// relaunch within the test finds what it saved.
///
/// The scope is installed when the test binary loads (`StateHarnessStartup`), not by the
/// first harness: a container a test makes before its first harness opens the same store as
/// one made after it. Each argument of a parameterized test is a test of its own; outside a
/// Swift Testing test (XCTest) stores are the process's.
enum ModelStoreScoping {
  /// Installs the scope; installing it again changes nothing.
  static func install() {
    ModelStoreScope.setProvider(current)
  }

  /// The running test's name, with its arguments when it is parameterized; nil outside a test.
  @Sendable static func current() -> String? {
    guard let test = Test.current else { return nil }
    // Test.Case declares no public identity; its description (its arguments) tells cases apart.
    guard let testCase = Test.Case.current, testCase.isParameterized else { return "\(test.id)" }
    return "\(test.id)|\(String(describing: testCase))"
  }
}

/// The entry point `StateHarnessStartup`'s load-time constructor calls: what a test supplies
/// to a framework stand-in (`ASAuthorizationController.supplied`, an open panel's picks) is
/// scoped the same way, so tests running in parallel never answer each other (S353).
@_cdecl("stateharness_scope_model_stores")
package func scopeModelStoresAtLoad() {
  ModelStoreScoping.install()
  setTestScope(ModelStoreScoping.current)
}
