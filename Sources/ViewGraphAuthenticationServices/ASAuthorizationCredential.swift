#if !canImport(AuthenticationServices)
  import Foundation

  /// A credential an authorization answers with, as AuthenticationServices declares it. A
  /// headless test has no keychain: the credentials are the ones a test makes and supplies.
  public protocol ASAuthorizationCredential: NSObjectProtocol {}

  /// A saved password.
  ///
  /// ```swift
  /// ASAuthorizationController.supplied = .success(.password(ASPasswordCredential(user: "ana", password: "pw")))
  /// ```
  open class ASPasswordCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    public let user: String
    public let password: String

    public init(user: String, password: String) {
      self.user = user
      self.password = password
      super.init()
    }

    open override var description: String { "ASPasswordCredential(user: \(user))" }
  }

  /// A passkey that signed a sign-in challenge.
  open class ASAuthorizationPlatformPublicKeyCredentialAssertion: NSObject, ASAuthorizationCredential,
    @unchecked Sendable
  {
    /// The account's user handle, as the registration set it.
    public let userID: Data
    public let credentialID: Data
    public let rawAuthenticatorData: Data
    public let signature: Data
    public let rawClientDataJSON: Data

    /// An assertion as a test makes it: the passkey of `userID` answered.
    @_spi(Inspection) public init(
      userID: Data, credentialID: Data = Data(), rawAuthenticatorData: Data = Data(),
      signature: Data = Data(),
      rawClientDataJSON: Data = Data()
    ) {
      self.userID = userID
      self.credentialID = credentialID
      self.rawAuthenticatorData = rawAuthenticatorData
      self.signature = signature
      self.rawClientDataJSON = rawClientDataJSON
      super.init()
    }
  }

  /// A passkey newly made for an account.
  open class ASAuthorizationPlatformPublicKeyCredentialRegistration: NSObject, ASAuthorizationCredential,
    @unchecked Sendable
  {
    public let credentialID: Data
    public let rawAttestationObject: Data?
    public let rawClientDataJSON: Data

    /// A registration as a test makes it: a new passkey with `credentialID`.
    @_spi(Inspection) public init(
      credentialID: Data = Data(), rawAttestationObject: Data? = nil, rawClientDataJSON: Data = Data()
    ) {
      self.credentialID = credentialID
      self.rawAttestationObject = rawAttestationObject
      self.rawClientDataJSON = rawClientDataJSON
      super.init()
    }
  }

  /// A Sign in with Apple credential.
  open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// The stable identifier of the user for this app.
    public let user: String
    public let email: String?
    public let fullName: PersonNameComponents?
    public let identityToken: Data?
    public let authorizationCode: Data?
    public let state: String?
    public let authorizedScopes: [ASAuthorization.Scope]

    /// A credential as a test makes it.
    @_spi(Inspection) public init(
      user: String, email: String? = nil, fullName: PersonNameComponents? = nil, identityToken: Data? = nil,
      authorizationCode: Data? = nil, state: String? = nil, authorizedScopes: [ASAuthorization.Scope] = []
    ) {
      self.user = user
      self.email = email
      self.fullName = fullName
      self.identityToken = identityToken
      self.authorizationCode = authorizationCode
      self.state = state
      self.authorizedScopes = authorizedScopes
      super.init()
    }
  }

  /// A completed authorization: the provider asked and the credential it answered with.
  open class ASAuthorization: NSObject, @unchecked Sendable {
    /// What a Sign in with Apple request asks to share.
    public struct Scope: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let fullName = Scope(rawValue: "full_name")
      public static let email = Scope(rawValue: "email")
    }

    public let provider: any ASAuthorizationProvider
    public let credential: any ASAuthorizationCredential

    init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
      self.provider = provider
      self.credential = credential
      super.init()
    }
  }

  /// The outcome of a successful authorization, as SwiftUI's `AuthorizationController` answers.
  public enum ASAuthorizationResult: @unchecked Sendable {
    case appleID(ASAuthorizationAppleIDCredential)
    case password(ASPasswordCredential)
    case passkeyAssertion(ASAuthorizationPlatformPublicKeyCredentialAssertion)
    case passkeyRegistration(ASAuthorizationPlatformPublicKeyCredentialRegistration)

    /// The credential the result carries.
    var credential: any ASAuthorizationCredential {
      switch self {
      case .appleID(let credential): credential
      case .password(let credential): credential
      case .passkeyAssertion(let credential): credential
      case .passkeyRegistration(let credential): credential
      }
    }
  }

  /// Why an authorization failed, as AuthenticationServices declares it.
  ///
  /// ```swift
  /// } catch let error as ASAuthorizationError where error.code == .canceled { … }
  /// ```
  public struct ASAuthorizationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public enum Code: Int, Sendable {
      case unknown = 1000, canceled = 1001, invalidResponse = 1002, notHandled = 1003, failed = 1004
      case notInteractive = 1005, matchedExcludedCredential = 1006
    }

    public static let errorDomain = "com.apple.AuthenticationServices.AuthorizationError"
    public static let unknown = Code.unknown
    public static let canceled = Code.canceled
    public static let invalidResponse = Code.invalidResponse
    public static let notHandled = Code.notHandled
    public static let failed = Code.failed
    public static let notInteractive = Code.notInteractive

    public let code: Code
    /// What went wrong, in words.
    public let localizedDescription: String

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
      self.code = code
      localizedDescription =
        (userInfo[NSLocalizedDescriptionKey] as? String)
        ?? "The operation couldn’t be completed. (\(Self.errorDomain) error \(code.rawValue).)"
    }

    public var description: String { localizedDescription }
  }
#endif
