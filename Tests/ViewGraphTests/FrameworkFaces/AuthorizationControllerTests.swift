import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphAuthenticationServices

/// A store that signs in with passkeys as apps write one: the SwiftUI controller performs the
/// requests, and the outcome decides who is signed in.
@MainActor
private final class AccountStore: NSObject, ObservableObject, ASAuthorizationControllerDelegate {
  @Published var user: String?
  @Published var problem: String?

  func signIn(with controller: AuthorizationController) async {
    let passkey = ASAuthorizationPlatformPublicKeyCredentialProvider(relyingPartyIdentifier: "example.com")
      .createCredentialAssertionRequest(challenge: Data("challenge".utf8))
    do {
      let result = try await controller.performRequests(
        [passkey, ASAuthorizationPasswordProvider().createRequest()], options: [])
      switch result {
      case .passkeyAssertion(let assertion): user = String(decoding: assertion.userID, as: UTF8.self)
      case .password(let credential): user = credential.user
      default: problem = "unexpected"
      }
    } catch let error as ASAuthorizationError where error.code == .canceled {
      problem = "canceled"
    } catch let error as ASAuthorizationError {
      problem = "failed \(error.code.rawValue)"
    } catch {
      problem = "other"
    }
  }

  // The delegate form: `ASAuthorizationController` tells the store the outcome.
  func register(name: String) {
    let request = ASAuthorizationPlatformPublicKeyCredentialProvider(relyingPartyIdentifier: "example.com")
      .createCredentialRegistrationRequest(challenge: Data(), name: name, userID: Data(name.utf8))
    let controller = ASAuthorizationController(authorizationRequests: [request])
    controller.delegate = self
    controller.performRequests()
  }

  func authorizationController(
    controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization
  ) {
    if authorization.credential is ASAuthorizationPlatformPublicKeyCredentialRegistration,
      let request = controller.authorizationRequests.first
        as? ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest
    {
      user = request.name
    }
  }

  func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {
    problem = "registration \((error as? ASAuthorizationError)?.code.rawValue ?? 0)"
  }
}

private struct SignInScreen: View {
  @Environment(\.authorizationController) private var authorizationController
  @StateObject var store = AccountStore()
  @State private var attempts = 0
  var body: some View {
    VStack {
      Text(store.user ?? store.problem ?? "signed out")
      Button("Sign In") { attempts += 1 }
    }
    .task(id: attempts) { [attempts] in
      if attempts > 0 { await store.signIn(with: authorizationController) }
    }
  }
}

@MainActor
@Suite("S337, S338: authorization requests are kept and answered with what a test supplies", .serialized)
struct AuthorizationControllerTests {
  @Test("S338: the environment's controller answers with the supplied passkey; the screen shows the user")
  func suppliedPasskeySignsIn() async throws {
    ASAuthorizationController.reset()
    defer { ASAuthorizationController.reset() }
    ASAuthorizationController.supplied = .success(
      .passkeyAssertion(ASAuthorizationPlatformPublicKeyCredentialAssertion(userID: Data("ana".utf8))))
    let host = mount(SignInScreen())
    host.tap("Sign In")
    #expect(await host.waitForTasks(timeout: .seconds(60)).isEmpty)
    host.update()
    #expect(host.texts == ["ana", "Sign In"])
    #expect(ASAuthorizationController.performedRequests == [["passkeyAssertion(example.com)", "password"]])
  }

  @Test("S338: a supplied cancel reaches the app's cancel branch")
  func suppliedCancel() async throws {
    ASAuthorizationController.reset()
    defer { ASAuthorizationController.reset() }
    ASAuthorizationController.supplied = .failure(ASAuthorizationError(.canceled))
    let store = AccountStore()
    await store.signIn(with: EnvironmentValues().authorizationController)
    #expect(store.problem == "canceled" && store.user == nil)
  }

  @Test("S338: with nothing supplied the request warns, naming the requests, and throws notHandled")
  func nothingSuppliedWarnsAndThrows() async throws {
    ASAuthorizationController.reset()
    defer { ASAuthorizationController.reset() }
    let store = AccountStore()
    let warnings = await collectingNotModelledWarnings {
      await store.signIn(with: EnvironmentValues().authorizationController)
    }
    #expect(store.problem == "failed 1003" && store.user == nil)
    #expect(
      warnings.map(\.message) == [
        "AuthorizationController.performRequests(_:options:) performed [passkeyAssertion(example.com), password], "
          + "which no test answered; it fails with ASAuthorizationError.notHandled. Supply the outcome with "
          + "ASAuthorizationController.supplied."
      ])
  }

  @Test("S337: ASAuthorizationController tells its delegate the supplied outcome, or warns and fails")
  func delegateHearsTheOutcome() {
    ASAuthorizationController.reset()
    defer { ASAuthorizationController.reset() }
    let store = AccountStore()
    ASAuthorizationController.supplied = .success(
      .passkeyRegistration(ASAuthorizationPlatformPublicKeyCredentialRegistration(credentialID: Data([1]))))
    store.register(name: "ben")
    #expect(store.user == "ben")
    ASAuthorizationController.supplied = nil
    let warnings = collectWarnings { store.register(name: "cy") }
    #expect(store.problem == "registration 1003")
    #expect(
      warnings.map(\.message) == [
        "ASAuthorizationController.performRequests() performed [passkeyRegistration(example.com, name: cy)], "
          + "which no test answered; it fails with ASAuthorizationError.notHandled. Supply the outcome with "
          + "ASAuthorizationController.supplied."
      ])
    #expect(
      ASAuthorizationController.performedRequests == [
        ["passkeyRegistration(example.com, name: ben)"], ["passkeyRegistration(example.com, name: cy)"],
      ])
  }
}
