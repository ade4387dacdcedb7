#if !canImport(AuthenticationServices)
  import Foundation

  /// A request for a credential, as AuthenticationServices declares it: what a provider makes
  /// and a controller performs. ``description`` names what it asks for, the way a test reads
  /// it in ``ASAuthorizationController/performedRequests``.
  ///
  /// ```swift
  /// let request = ASAuthorizationPasswordProvider().createRequest()
  /// ```
  open class ASAuthorizationRequest: NSObject, @unchecked Sendable {
    /// The provider that made the request.
    public let provider: any ASAuthorizationProvider

    init(provider: any ASAuthorizationProvider) {
      self.provider = provider
      super.init()
    }
  }

  /// What makes authorization requests, as AuthenticationServices declares it.
  public protocol ASAuthorizationProvider: NSObjectProtocol {}

  /// Makes requests for the passwords the keychain keeps for the app's sites.
  open class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    public override init() { super.init() }

    /// A request for a saved password.
    open func createRequest() -> ASAuthorizationPasswordRequest {
      ASAuthorizationPasswordRequest(provider: self)
    }
  }

  /// A request for a saved password.
  open class ASAuthorizationPasswordRequest: ASAuthorizationRequest, @unchecked Sendable {
    open override var description: String { "password" }
  }

  /// Makes requests for passkeys of one relying party (a website's domain).
  ///
  /// ```swift
  /// let provider = ASAuthorizationPlatformPublicKeyCredentialProvider(relyingPartyIdentifier: "example.com")
  /// let request = provider.createCredentialAssertionRequest(challenge: challenge)
  /// ```
  open class ASAuthorizationPlatformPublicKeyCredentialProvider: NSObject, ASAuthorizationProvider,
    @unchecked Sendable
  {
    /// The relying party's domain.
    public let relyingPartyIdentifier: String

    public init(relyingPartyIdentifier: String) {
      self.relyingPartyIdentifier = relyingPartyIdentifier
      super.init()
    }

    /// A request to sign in with an existing passkey, answering `challenge`.
    open func createCredentialAssertionRequest(challenge: Data)
      -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest
    {
      ASAuthorizationPlatformPublicKeyCredentialAssertionRequest(provider: self, challenge: challenge)
    }

    /// A request to make a new passkey for the account `name`, whose user handle is `userID`.
    open func createCredentialRegistrationRequest(challenge: Data, name: String, userID: Data)
      -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest
    {
      ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest(
        provider: self, challenge: challenge, name: name, userID: userID)
    }
  }

  /// A request to sign in with a passkey.
  open class ASAuthorizationPlatformPublicKeyCredentialAssertionRequest: ASAuthorizationRequest,
    @unchecked Sendable
  {
    open var challenge: Data
    open var relyingPartyIdentifier: String
    /// The passkeys the request accepts; empty accepts any of the relying party's.
    open var allowedCredentials: [Data] = []

    init(provider: ASAuthorizationPlatformPublicKeyCredentialProvider, challenge: Data) {
      self.challenge = challenge
      relyingPartyIdentifier = provider.relyingPartyIdentifier
      super.init(provider: provider)
    }

    open override var description: String { "passkeyAssertion(\(relyingPartyIdentifier))" }
  }

  /// A request to make a new passkey.
  open class ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest: ASAuthorizationRequest,
    @unchecked Sendable
  {
    open var challenge: Data
    open var relyingPartyIdentifier: String
    /// The account's name, shown to the user.
    open var name: String
    open var displayName: String?
    /// The account's user handle.
    open var userID: Data

    init(
      provider: ASAuthorizationPlatformPublicKeyCredentialProvider, challenge: Data, name: String,
      userID: Data
    ) {
      self.challenge = challenge
      relyingPartyIdentifier = provider.relyingPartyIdentifier
      self.name = name
      self.userID = userID
      super.init(provider: provider)
    }

    open override var description: String { "passkeyRegistration(\(relyingPartyIdentifier), name: \(name))" }
  }

  /// Makes Sign in with Apple requests.
  open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    public override init() { super.init() }

    /// A Sign in with Apple request.
    open func createRequest() -> ASAuthorizationAppleIDRequest {
      ASAuthorizationAppleIDRequest(provider: self)
    }
  }

  /// A Sign in with Apple request, with the scopes it asks for.
  open class ASAuthorizationAppleIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    open var requestedScopes: [ASAuthorization.Scope]?
    open var nonce: String?
    open var state: String?

    open override var description: String {
      "appleID(\((requestedScopes ?? []).map(\.rawValue).joined(separator: ", ")))"
    }
  }
#endif
