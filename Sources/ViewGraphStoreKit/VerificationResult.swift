#if !canImport(StoreKit)
  /// A value StoreKit signed, verified or not.
  ///
  /// ```swift
  /// if case .verified(let transaction) = result { await transaction.finish() }
  /// ```
  public enum VerificationResult<SignedType: Sendable>: Sendable {
    /// Why a signed value failed verification.
    public enum VerificationError: Error, Sendable {
      case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding
      case invalidSignature, missingRequiredProperties
    }

    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    /// The value, or the error that failed its verification.
    public var payloadValue: SignedType {
      get throws {
        switch self {
        case .verified(let value): return value
        case .unverified(_, let error): throw error
        }
      }
    }

    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
      switch self {
      case .verified(let value), .unverified(let value, _): value
      }
    }
  }
#endif
