#if !canImport(CryptoKit)
  import Foundation

  /// The errors CryptoKit throws.
  ///
  /// ```swift
  /// do {
  ///   let plaintext = try AES.GCM.open(box, using: key)
  /// } catch CryptoKitError.authenticationFailure {
  ///   // The ciphertext or its tag was altered, or the key is not the sealing one.
  /// }
  /// ```
  public enum CryptoKitError: Error, Sendable {
    /// The key's size is not one the algorithm takes.
    case incorrectKeySize
    /// A parameter (a nonce, a tag, a combined box) has the wrong size.
    case incorrectParameterSize
    /// The tag does not authenticate the ciphertext and the additional data.
    case authenticationFailure
    /// The underlying implementation failed with this code.
    case underlyingCoreCryptoError(error: Int32)
    /// Wrapping a key failed.
    case wrapFailure
    /// Unwrapping a key failed.
    case unwrapFailure
    /// A parameter is not valid.
    case invalidParameter
  }
#endif
