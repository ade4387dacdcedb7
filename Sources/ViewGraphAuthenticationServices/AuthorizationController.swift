#if !canImport(AuthenticationServices)
  import Foundation
  @_spi(Inspection) import ViewGraph

  /// Performs authorization requests from a SwiftUI view, as AuthenticationServices declares
  /// it; read it as `@Environment(\.authorizationController)`. A headless test has no
  /// authorization sheet: the requests are kept in
  /// ``ASAuthorizationController/performedRequests`` and answered with
  /// ``ASAuthorizationController/supplied``; with nothing supplied the call raises a
  /// `notModelled` warning naming the requests and throws ``ASAuthorizationError`` with code
  /// `.notHandled` (S338).
  ///
  /// ```swift
  /// @Environment(\.authorizationController) private var authorizationController
  /// let result = try await authorizationController.performRequests([passkeyRequest])
  /// ```
  @MainActor public struct AuthorizationController {
    nonisolated init() {}

    /// Performs `request` and answers with its outcome.
    public func performRequest(_ request: ASAuthorizationRequest) async throws -> ASAuthorizationResult {
      try perform([request], options: [], call: "performRequest(_:)")
    }

    /// Performs `request` with `options` and answers with its outcome.
    public func performRequest(
      _ request: ASAuthorizationRequest, options: ASAuthorizationController.RequestOptions
    )
      async throws -> ASAuthorizationResult
    {
      try perform([request], options: options, call: "performRequest(_:options:)")
    }

    /// Performs one of `requests`, the one the user picks, and answers with its outcome.
    public func performRequests(_ requests: [ASAuthorizationRequest]) async throws -> ASAuthorizationResult {
      try perform(requests, options: [], call: "performRequests(_:)")
    }

    /// Performs one of `requests` with `options` and answers with its outcome.
    public func performRequests(
      _ requests: [ASAuthorizationRequest], options: ASAuthorizationController.RequestOptions
    ) async throws -> ASAuthorizationResult {
      try perform(requests, options: options, call: "performRequests(_:options:)")
    }

    private func perform(
      _ requests: [ASAuthorizationRequest], options: ASAuthorizationController.RequestOptions, call: String
    ) throws -> ASAuthorizationResult {
      try ASAuthorizationController.answer(requests, asking: "AuthorizationController.\(call)").get()
    }
  }

  extension EnvironmentValues {
    /// What a view performs authorization requests with (S338).
    public var authorizationController: AuthorizationController { AuthorizationController() }
  }
#endif
