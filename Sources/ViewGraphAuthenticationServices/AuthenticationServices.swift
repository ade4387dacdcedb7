// `import AuthenticationServices` in a mirror on Linux
// (`-module-alias AuthenticationServices=ViewGraphAuthenticationServices`): passkey, password
// and Sign in with Apple requests, the credentials they answer with, `ASAuthorizationController`
// and SwiftUI's `AuthorizationController` (`@Environment(\.authorizationController)`). A headless
// test has no authorization sheet and no keychain: each request performed is kept, in order, for
// a test to read (`ASAuthorizationController.performedRequests`, inspection SPI), and answered
// with the outcome a test supplied (`ASAuthorizationController.supplied`); with nothing supplied
// it raises a `notModelled` warning naming the requests and fails with
// `ASAuthorizationError.notHandled`, never a silent success (S337, S338). On Apple platforms this
// module is AuthenticationServices itself.
#if canImport(AuthenticationServices)
  @_exported import AuthenticationServices
#endif
