#if !canImport(CryptoKit)
  import Foundation

  extension P256.KeyAgreement {
    /// A P-256 private key: a secret number d in 1..<n, whose public key is d·G.
    ///
    /// ```swift
    /// let key = P256.KeyAgreement.PrivateKey()
    /// let stored = key.rawRepresentation.base64EncodedString()
    /// let restored = try P256.KeyAgreement.PrivateKey(rawRepresentation: Data(base64Encoded: stored)!)
    /// let secret = try key.sharedSecretFromKeyAgreement(with: peerPublicKey)
    /// ```
    public struct PrivateKey: Sendable {
      /// d, as limbs.
      private let scalar: MontgomeryField.Element
      /// d·G.
      public let publicKey: P256.KeyAgreement.PublicKey

      /// A random key. A compact-representable one (the default) has a public key whose y is
      /// the smaller of y and p - y, taking n - d when d·G's is not.
      public init(compactRepresentable: Bool = true) {
        while true {
          let candidate = MontgomeryField.element(bigEndian: randomBytes(count: 32)[...])
          guard candidate != [0, 0, 0, 0], MontgomeryField.isLess(candidate, P256Curve.order),
            let point = P256Curve.multiply(P256Curve.generator, by: candidate)
          else { continue }
          let field = P256Curve.field
          let negatedY = field.subtract(field.zero, point.y)
          if compactRepresentable, MontgomeryField.isLess(field.ordinary(negatedY), field.ordinary(point.y)) {
            scalar = MontgomeryField.subtractWithBorrow(P256Curve.order, candidate).difference
            publicKey = PublicKey(point: P256Curve.AffinePoint(x: point.x, y: negatedY))
          } else {
            scalar = candidate
            publicKey = PublicKey(point: point)
          }
          return
        }
      }

      /// The key whose d is the 32 big-endian bytes of `rawRepresentation`.
      ///
      /// - Throws: ``CryptoKitError/incorrectParameterSize`` for another size, and
      ///   ``CryptoKitError/invalidParameter`` for a number outside 1..<n.
      public init<Bytes: ContiguousBytes>(rawRepresentation: Bytes) throws {
        let bytes = rawRepresentation.withUnsafeBytes { Array($0) }
        guard bytes.count == 32 else { throw CryptoKitError.incorrectParameterSize }
        try self.init(scalar: MontgomeryField.element(bigEndian: bytes[...]))
      }

      /// The key in ANSI X9.63 form: the public key's 65 bytes, then d's 32.
      ///
      /// - Throws: ``CryptoKitError/incorrectParameterSize`` for another form or size, and
      ///   ``CryptoKitError/invalidParameter`` when the public key is not d·G.
      public init<Bytes: ContiguousBytes>(x963Representation: Bytes) throws {
        let bytes = x963Representation.withUnsafeBytes { Array($0) }
        guard bytes.count == 97 else { throw CryptoKitError.incorrectParameterSize }
        try self.init(scalar: MontgomeryField.element(bigEndian: bytes[65..<97]))
        guard try PublicKey(x963Representation: bytes[0..<65]).point == publicKey.point else {
          throw CryptoKitError.invalidParameter
        }
      }

      private init(scalar: MontgomeryField.Element) throws {
        guard scalar != [0, 0, 0, 0], MontgomeryField.isLess(scalar, P256Curve.order),
          let point = P256Curve.multiply(P256Curve.generator, by: scalar)
        else { throw CryptoKitError.invalidParameter }
        self.scalar = scalar
        publicKey = PublicKey(point: point)
      }

      /// d: 32 bytes, big-endian.
      public var rawRepresentation: Data { Data(MontgomeryField.bigEndianBytes(scalar)) }

      /// The public key's X9.63 form, then d: 97 bytes.
      public var x963Representation: Data { publicKey.x963Representation + rawRepresentation }

      /// The x coordinate of d·Q, the secret both parties compute (SEC 1 §3.3.1).
      ///
      /// - Throws: ``CryptoKitError/invalidParameter`` when the product is the point at
      ///   infinity, which no key on the curve gives.
      public func sharedSecretFromKeyAgreement(with publicKeyShare: P256.KeyAgreement.PublicKey) throws
        -> SharedSecret
      {
        guard let point = P256Curve.multiply(publicKeyShare.point, by: scalar) else {
          throw CryptoKitError.invalidParameter
        }
        return SharedSecret(bytes: MontgomeryField.bigEndianBytes(P256Curve.field.ordinary(point.x)))
      }
    }
  }
#endif
