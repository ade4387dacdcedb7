#if !canImport(CryptoKit)
  /// The curve P-256 (secp256r1, FIPS 186-4 §D.1.2.3 / SP 800-186 §3.2.1.3),
  /// y² = x³ - 3x + b over the prime field of p, in Jacobian coordinates (X, Y, Z) standing for
  /// (X/Z², Y/Z³), which put off the field's one costly operation, inversion, to the end.
  enum P256Curve {
    typealias Element = MontgomeryField.Element

    static let field = MontgomeryField(modulus: [
      0xffff_ffff_ffff_ffff, 0x0000_0000_ffff_ffff, 0x0000_0000_0000_0000, 0xffff_ffff_0000_0001,
    ])
    /// n, the order of the base point: a private key is a number in 1..<n.
    static let order: Element = [
      0xf3b9_cac2_fc63_2551, 0xbce6_faad_a717_9e84, 0xffff_ffff_ffff_ffff, 0xffff_ffff_0000_0000,
    ]
    static let b = field.montgomery([
      0x3bce_3c3e_27d2_604b, 0x651d_06b0_cc53_b0f6, 0xb3eb_bd55_7698_86bc, 0x5ac6_35d8_aa3a_93e7,
    ])
    /// G, the base point, in affine coordinates.
    static let generator = AffinePoint(
      x: field.montgomery([
        0xf4a1_3945_d898_c296, 0x7703_7d81_2deb_33a0, 0xf8bc_e6e5_63a4_40f2, 0x6b17_d1f2_e12c_4247,
      ]),
      y: field.montgomery([
        0xcbb6_4068_37bf_51f5, 0x2bce_3357_6b31_5ece, 0x8ee7_eb4a_7c0f_9e16, 0x4fe3_42e2_fe1a_7f9b,
      ]))

    /// A point other than the point at infinity, its coordinates in Montgomery form.
    struct AffinePoint: Sendable, Equatable {
      var x: Element
      var y: Element
    }

    private struct JacobianPoint {
      var x: Element
      var y: Element
      var z: Element
      var isInfinity: Bool { z == [0, 0, 0, 0] }
    }

    /// Whether the point satisfies the curve's equation.
    static func contains(_ point: AffinePoint) -> Bool {
      let f = field
      let x3 = f.multiply(f.multiply(point.x, point.x), point.x)
      let threeX = f.add(f.add(point.x, point.x), point.x)
      return f.multiply(point.y, point.y) == f.add(f.subtract(x3, threeX), b)
    }

    /// y for x, choosing the one whose parity (of the ordinary number) is `odd`, or `nil` when
    /// x³ - 3x + b is not a square; p ≡ 3 (mod 4), so a root is a power (p + 1) / 4.
    static func y(forX x: Element, odd: Bool) -> Element? {
      let f = field
      let threeX = f.add(f.add(x, x), x)
      let right = f.add(f.subtract(f.multiply(f.multiply(x, x), x), threeX), b)
      let exponent: Element = [
        0x0000_0000_0000_0000, 0x0000_0000_4000_0000, 0x4000_0000_0000_0000, 0x3fff_ffff_c000_0000,
      ]
      let root = f.power(right, exponent)
      guard f.multiply(root, root) == right else { return nil }
      return (f.ordinary(root)[0] & 1 == 1) == odd ? root : f.subtract(f.zero, root)
    }

    /// k·P, or `nil` for the point at infinity. Double-and-add over the scalar's bits: its
    /// time depends on the scalar, which is fine for tests and is not how a device does it.
    static func multiply(_ point: AffinePoint, by scalar: Element) -> AffinePoint? {
      let f = field
      var result = JacobianPoint(x: f.one, y: f.one, z: f.zero)
      let base = JacobianPoint(x: point.x, y: point.y, z: f.one)
      for limb in scalar.reversed() {
        for bit in stride(from: 63, through: 0, by: -1) {
          result = double(result)
          if (limb >> UInt64(bit)) & 1 == 1 { result = add(result, base) }
        }
      }
      guard !result.isInfinity else { return nil }
      let zInverse = f.inverse(result.z)
      let zInverse2 = f.multiply(zInverse, zInverse)
      return AffinePoint(
        x: f.multiply(result.x, zInverse2), y: f.multiply(result.y, f.multiply(zInverse2, zInverse)))
    }

    /// 2P ("dbl-2001-b", for curves with a = -3).
    private static func double(_ p: JacobianPoint) -> JacobianPoint {
      guard !p.isInfinity else { return p }
      let f = field
      let delta = f.multiply(p.z, p.z)
      let gamma = f.multiply(p.y, p.y)
      let beta = f.multiply(p.x, gamma)
      let product = f.multiply(f.subtract(p.x, delta), f.add(p.x, delta))
      let alpha = f.add(f.add(product, product), product)
      let fourBeta = f.add(f.add(beta, beta), f.add(beta, beta))
      let x = f.subtract(f.multiply(alpha, alpha), f.add(fourBeta, fourBeta))
      let yPlusZ = f.add(p.y, p.z)
      let z = f.subtract(f.subtract(f.multiply(yPlusZ, yPlusZ), gamma), delta)
      let gamma2 = f.multiply(gamma, gamma)
      let fourGamma2 = f.add(f.add(gamma2, gamma2), f.add(gamma2, gamma2))
      let y = f.subtract(f.multiply(alpha, f.subtract(fourBeta, x)), f.add(fourGamma2, fourGamma2))
      return JacobianPoint(x: x, y: y, z: z)
    }

    /// P + Q ("add-2007-bl"), falling back to doubling when the points are equal.
    private static func add(_ p: JacobianPoint, _ q: JacobianPoint) -> JacobianPoint {
      if p.isInfinity { return q }
      if q.isInfinity { return p }
      let f = field
      let z1z1 = f.multiply(p.z, p.z)
      let z2z2 = f.multiply(q.z, q.z)
      let u1 = f.multiply(p.x, z2z2)
      let u2 = f.multiply(q.x, z1z1)
      let s1 = f.multiply(f.multiply(p.y, q.z), z2z2)
      let s2 = f.multiply(f.multiply(q.y, p.z), z1z1)
      let h = f.subtract(u2, u1)
      let sDifference = f.subtract(s2, s1)
      if h == f.zero {
        return sDifference == f.zero ? double(p) : JacobianPoint(x: f.one, y: f.one, z: f.zero)
      }
      let twoH = f.add(h, h)
      let i = f.multiply(twoH, twoH)
      let j = f.multiply(h, i)
      let r = f.add(sDifference, sDifference)
      let v = f.multiply(u1, i)
      let x = f.subtract(f.subtract(f.multiply(r, r), j), f.add(v, v))
      let s1j = f.multiply(s1, j)
      let y = f.subtract(f.multiply(r, f.subtract(v, x)), f.add(s1j, s1j))
      let zSum = f.add(p.z, q.z)
      let z = f.multiply(f.subtract(f.subtract(f.multiply(zSum, zSum), z1z1), z2z2), h)
      return JacobianPoint(x: x, y: y, z: z)
    }
  }
#endif
