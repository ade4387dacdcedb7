import Foundation
@_spi(Inspection) import StateHarness
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphAuthenticationServices

/// How many of the parallel cases have supplied their outcome.
@MainActor private var suppliedCases = 0

@MainActor
@Suite("S353: what a test supplies to a stand-in is that test's, however tests run")
struct SuppliedScopeTests {
  @Test(
    "S353: two tests running side by side each get the passkey they supplied",
    arguments: ["ana", "ben"])
  func parallelTestsSeeTheirOwnSupply(user: String) async throws {
    // Each case forgets what it supplied, as the other stand-ins' tests do: a value left at
    // exit is read by LeakSanitizer as leaked (its pointer is tagged in an enum's spare bits).
    defer { ASAuthorizationController.reset() }
    ASAuthorizationController.supplied = .success(
      .passkeyAssertion(ASAuthorizationPlatformPublicKeyCredentialAssertion(userID: Data(user.utf8))))
    // Both cases supply before either performs (when they run in parallel; alone, each waits
    // a second and goes on): with one process-wide supply, one of them read the other's.
    suppliedCases += 1
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(1)
    while suppliedCases < 2 && clock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
    let request = ASAuthorizationPlatformPublicKeyCredentialProvider(relyingPartyIdentifier: "example.com")
      .createCredentialAssertionRequest(challenge: Data())
    let result = try await EnvironmentValues().authorizationController.performRequests([request])
    guard case .passkeyAssertion(let assertion) = result else {
      Issue.record("expected a passkey assertion, got \(result)")
      return
    }
    #expect(String(decoding: assertion.userID, as: UTF8.self) == user)
    #expect(ASAuthorizationController.performedRequests == [["passkeyAssertion(example.com)"]])
  }

  @Test("S353: the supply is the test's: a detached task, outside the test, sees none")
  func aDetachedTaskSeesNoSupply() async {
    ASAuthorizationController.supplied = .failure(ASAuthorizationError(.canceled))
    #expect(ASAuthorizationController.supplied != nil)
    let seenOutside = await Task.detached { @MainActor in ASAuthorizationController.supplied != nil }.value
    #expect(!seenOutside)
    ASAuthorizationController.reset()
    #expect(ASAuthorizationController.supplied == nil)
  }
}
