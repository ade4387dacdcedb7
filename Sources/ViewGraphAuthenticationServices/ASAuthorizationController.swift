#if !canImport(AuthenticationServices)
  import Foundation
  @_spi(Inspection) import ViewGraph
  import ViewGraphFoundationGaps

  /// Where the system shows its authorization sheet: a window.
  public typealias ASPresentationAnchor = UIWindow

  /// Performs authorization requests and tells its delegate the outcome, as
  /// AuthenticationServices declares it. A headless test has no authorization sheet: each
  /// `performRequests` keeps its requests in ``performedRequests`` and answers with what a
  /// test supplied (``supplied``); with nothing supplied it raises a `notModelled` warning
  /// naming the requests and fails with ``ASAuthorizationError/Code/notHandled`` (S337). The
  /// delegate hears the outcome before `performRequests` returns; Apple's hears it later, on
  /// the main queue, once the user has answered the sheet.
  ///
  /// ```swift
  /// let controller = ASAuthorizationController(authorizationRequests: [request])
  /// controller.delegate = self
  /// controller.performRequests()
  /// ```
  @preconcurrency @MainActor
  open class ASAuthorizationController: NSObject {
    /// How the system presents the requests.
    public struct RequestOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Answer only with credentials on the device, showing nothing when there are none.
      public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1 << 0)
    }

    public let authorizationRequests: [ASAuthorizationRequest]
    /// AuthenticationServices keeps the delegate unretained.
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    public init(authorizationRequests: [ASAuthorizationRequest]) {
      self.authorizationRequests = authorizationRequests
      super.init()
    }

    /// Performs the requests; the delegate hears the outcome.
    open func performRequests() { performRequests(options: []) }

    /// Performs the requests with `options`; the delegate hears the outcome.
    open func performRequests(options: RequestOptions) {
      switch Self.answer(authorizationRequests, asking: "ASAuthorizationController.performRequests()") {
      case .success(let result):
        let authorization = ASAuthorization(
          provider: Self.provider(answering: result, among: authorizationRequests),
          credential: result.credential)
        delegate?.authorizationController(controller: self, didCompleteWithAuthorization: authorization)
      case .failure(let error):
        delegate?.authorizationController(controller: self, didCompleteWithError: error)
      }
    }

    /// Cancels the requests in flight; none is in flight headlessly.
    open func cancel() {}

    /// The provider of the first request of the result's kind, else of the first request.
    private static func provider(
      answering result: ASAuthorizationResult, among requests: [ASAuthorizationRequest]
    )
      -> any ASAuthorizationProvider
    {
      let match = requests.first { request in
        switch result {
        case .appleID: request is ASAuthorizationAppleIDRequest
        case .password: request is ASAuthorizationPasswordRequest
        case .passkeyAssertion: request is ASAuthorizationPlatformPublicKeyCredentialAssertionRequest
        case .passkeyRegistration: request is ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest
        }
      }
      return (match ?? requests.first)?.provider ?? ASAuthorizationPasswordProvider()
    }

    /// What the running test supplied and performed: its own, however tests run (S353).
    private static let suppliedOutcome = TestScoped<Result<ASAuthorizationResult, ASAuthorizationError>?>(nil)
    private static let performed = TestScoped<[[String]]>([])

    /// Keeps `requests` and answers with the supplied outcome, or warns and fails.
    static func answer(_ requests: [ASAuthorizationRequest], asking call: String)
      -> Result<ASAuthorizationResult, ASAuthorizationError>
    {
      performed.modify { $0.append(requests.map(\.description)) }
      if let supplied = suppliedOutcome.value { return supplied }
      RuntimeWarning.raise(
        .notModelled,
        "\(call) performed [\(requests.map(\.description).joined(separator: ", "))], which no test answered; "
          + "it fails with ASAuthorizationError.notHandled. Supply the outcome with "
          + "ASAuthorizationController.supplied.")
      return .failure(ASAuthorizationError(.notHandled))
    }
  }

  @_spi(Inspection)
  extension ASAuthorizationController {
    /// The outcome every performed request answers with (a credential, or an error such as
    /// `.canceled`); nil (the default) makes each perform warn and fail with `.notHandled`.
    /// It is the running test's: a test running beside it supplies its own (S353).
    public static var supplied: Result<ASAuthorizationResult, ASAuthorizationError>? {
      get { suppliedOutcome.value }
      set { suppliedOutcome.value = newValue }
    }

    /// The requests each perform asked for, in order, as their descriptions
    /// (`"passkeyAssertion(example.com)"`, `"password"`): the running test's only.
    public static var performedRequests: [[String]] { performed.value }

    /// Forgets what the running test supplied and performed.
    public static func reset() {
      suppliedOutcome.reset()
      performed.reset()
    }
  }

  /// What an authorization controller tells its delegate; both methods are optional.
  @preconcurrency @MainActor
  public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
    func authorizationController(
      controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
  }

  extension ASAuthorizationControllerDelegate {
    public func authorizationController(
      controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization
    ) {}
    public func authorizationController(
      controller: ASAuthorizationController, didCompleteWithError error: any Error
    ) {}
  }

  /// Tells an authorization controller which window to show its sheet over.
  @preconcurrency @MainActor
  public protocol ASAuthorizationControllerPresentationContextProviding: NSObjectProtocol {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
  }
#endif
