#if !canImport(CryptoKit)
  import Foundation

  extension P256.KeyAgreement {
    /// A P-256 public key: a point on the curve, the share another party agrees with.
    ///
    /// ```swift
    /// let serverKey = try P256.KeyAgreement.PublicKey(x963Representation: serverKeyData)
    /// ```
    public struct PublicKey: Sendable {
      let point: P256Curve.AffinePoint

      init(point: P256Curve.AffinePoint) { self.point = point }

      /// The key whose x and y coordinates are the 64 bytes of `rawRepresentation`.
      ///
      /// - Throws: ``CryptoKitError/incorrectParameterSize`` for another size, and
      ///   ``CryptoKitError/invalidParameter`` for a point not on the curve.
      public init<D: ContiguousBytes>(rawRepresentation: D) throws {
        let bytes = rawRepresentation.withUnsafeBytes { Array($0) }
        guard bytes.count == 64 else { throw CryptoKitError.incorrectParameterSize }
        try self.init(x: bytes[0..<32], y: bytes[32..<64])
      }

      /// The key in ANSI X9.63 form: 0x04, then x and y (SEC 1 §2.3.3), 65 bytes.
      ///
      /// - Throws: ``CryptoKitError/incorrectParameterSize`` for another form or size, and
      ///   ``CryptoKitError/invalidParameter`` for a point not on the curve.
      public init<Bytes: ContiguousBytes>(x963Representation: Bytes) throws {
        let bytes = x963Representation.withUnsafeBytes { Array($0) }
        guard bytes.count == 65, bytes[0] == 0x04 else { throw CryptoKitError.incorrectParameterSize }
        try self.init(x: bytes[1..<33], y: bytes[33..<65])
      }

      /// The key in compressed form: 0x02 or 0x03 for y's parity, then x (SEC 1 §2.3.3).
      ///
      /// - Throws: ``CryptoKitError/incorrectParameterSize`` for another form or size, and
      ///   ``CryptoKitError/invalidParameter`` for an x with no point on the curve.
      public init<Bytes: ContiguousBytes>(compressedRepresentation: Bytes) throws {
        let bytes = compressedRepresentation.withUnsafeBytes { Array($0) }
        guard bytes.count == 33, bytes[0] == 0x02 || bytes[0] == 0x03 else {
          throw CryptoKitError.incorrectParameterSize
        }
        let x = MontgomeryField.element(bigEndian: bytes[1..<33])
        guard MontgomeryField.isLess(x, P256Curve.field.modulus) else {
          throw CryptoKitError.invalidParameter
        }
        let montgomeryX = P256Curve.field.montgomery(x)
        guard let y = P256Curve.y(forX: montgomeryX, odd: bytes[0] == 0x03) else {
          throw CryptoKitError.invalidParameter
        }
        point = P256Curve.AffinePoint(x: montgomeryX, y: y)
      }

      private init(x: ArraySlice<UInt8>, y: ArraySlice<UInt8>) throws {
        let (x, y) = (MontgomeryField.element(bigEndian: x), MontgomeryField.element(bigEndian: y))
        let modulus = P256Curve.field.modulus
        guard MontgomeryField.isLess(x, modulus), MontgomeryField.isLess(y, modulus) else {
          throw CryptoKitError.invalidParameter
        }
        let point = P256Curve.AffinePoint(x: P256Curve.field.montgomery(x), y: P256Curve.field.montgomery(y))
        // A point off the curve would let a peer learn the private key (invalid-curve attack).
        guard P256Curve.contains(point) else { throw CryptoKitError.invalidParameter }
        self.point = point
      }

      /// x and y, 32 bytes each.
      public var rawRepresentation: Data { Data(coordinates.x + coordinates.y) }

      /// 0x04, x and y: 65 bytes.
      public var x963Representation: Data { Data([0x04] + coordinates.x + coordinates.y) }

      /// 0x02 or 0x03 for y's parity, then x: 33 bytes.
      public var compressedRepresentation: Data {
        Data([coordinates.y[31] & 1 == 1 ? 0x03 : 0x02] + coordinates.x)
      }

      private var coordinates: (x: [UInt8], y: [UInt8]) {
        let field = P256Curve.field
        return (
          MontgomeryField.bigEndianBytes(field.ordinary(point.x)),
          MontgomeryField.bigEndianBytes(field.ordinary(point.y))
        )
      }
    }
  }
#endif
