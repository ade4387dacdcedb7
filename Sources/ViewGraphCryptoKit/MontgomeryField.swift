#if !canImport(CryptoKit)
  /// Arithmetic modulo an odd 256-bit prime in Montgomery form (x·R mod p, R = 2^256), so
  /// that a product is reduced with multiplications and shifts instead of a division.
  /// Elements are four 64-bit limbs, least significant first.
  struct MontgomeryField: Sendable {
    typealias Element = [UInt64]

    let modulus: Element
    /// -p⁻¹ mod 2^64, which clears a limb of the running product each step.
    private let inverseOfNegatedModulus: UInt64
    /// R² mod p, which takes a number into Montgomery form.
    private let rSquared: Element

    init(modulus: Element) {
      self.modulus = modulus
      // Newton's iteration doubles the correct low bits each step: 6 steps reach 64.
      var inverse: UInt64 = 1
      for _ in 0..<6 { inverse = inverse &* (2 &- modulus[0] &* inverse) }
      inverseOfNegatedModulus = 0 &- inverse
      // R² mod p by doubling 1 modulo p 512 times.
      var power: Element = [1, 0, 0, 0]
      for _ in 0..<512 { power = Self.add(power, power, modulus: modulus) }
      rSquared = power
    }

    var zero: Element { [0, 0, 0, 0] }
    var one: Element { montgomery([1, 0, 0, 0]) }

    /// `value` (below p) in Montgomery form.
    func montgomery(_ value: Element) -> Element { multiply(value, rSquared) }

    /// The ordinary number an element in Montgomery form stands for.
    func ordinary(_ element: Element) -> Element { multiply(element, [1, 0, 0, 0]) }

    func add(_ a: Element, _ b: Element) -> Element { Self.add(a, b, modulus: modulus) }

    func subtract(_ a: Element, _ b: Element) -> Element {
      let (difference, borrow) = Self.subtractWithBorrow(a, b)
      return borrow ? Self.addWithCarry(difference, modulus).sum : difference
    }

    /// a·b·R⁻¹ mod p (coarsely integrated operand scanning, Koç, Acar and Kaliski 1996).
    func multiply(_ a: Element, _ b: Element) -> Element {
      var t: [UInt64] = [0, 0, 0, 0, 0, 0]
      for i in 0..<4 {
        var carry: UInt64 = 0
        for j in 0..<4 { (carry, t[j]) = Self.multiplyAdd(a[j], b[i], t[j], carry) }
        (t[5], t[4]) = Self.addWithCarry(t[4], carry)
        let m = t[0] &* inverseOfNegatedModulus
        (carry, _) = Self.multiplyAdd(m, modulus[0], t[0], 0)
        for j in 1..<4 { (carry, t[j - 1]) = Self.multiplyAdd(m, modulus[j], t[j], carry) }
        let (sum, overflow) = t[4].addingReportingOverflow(carry)
        t[3] = sum
        t[4] = t[5] &+ (overflow ? 1 : 0)
      }
      let result = Array(t[0..<4])
      let (reduced, borrow) = Self.subtractWithBorrow(result, modulus)
      return t[4] != 0 || !borrow ? reduced : result
    }

    /// a^exponent, by squaring and multiplying, for exponents known to everyone (p - 2).
    func power(_ a: Element, _ exponent: Element) -> Element {
      var result = one
      for limb in exponent.reversed() {
        for bit in stride(from: 63, through: 0, by: -1) {
          result = multiply(result, result)
          if (limb >> UInt64(bit)) & 1 == 1 { result = multiply(result, a) }
        }
      }
      return result
    }

    /// a⁻¹, as a^(p-2) (Fermat's little theorem).
    func inverse(_ a: Element) -> Element {
      power(a, Self.subtractWithBorrow(modulus, [2, 0, 0, 0]).difference)
    }

    // MARK: Four-limb integers

    /// x + y·z + carry as a high and a low limb; it cannot overflow 128 bits.
    static func multiplyAdd(_ y: UInt64, _ z: UInt64, _ x: UInt64, _ carry: UInt64) -> (UInt64, UInt64) {
      let (high, low) = y.multipliedFullWidth(by: z)
      let (low1, overflow1) = low.addingReportingOverflow(x)
      let (low2, overflow2) = low1.addingReportingOverflow(carry)
      return (high &+ (overflow1 ? 1 : 0) &+ (overflow2 ? 1 : 0), low2)
    }

    static func addWithCarry(_ a: UInt64, _ b: UInt64) -> (UInt64, UInt64) {
      let (sum, overflow) = a.addingReportingOverflow(b)
      return (overflow ? 1 : 0, sum)
    }

    static func addWithCarry(_ a: Element, _ b: Element) -> (sum: Element, carry: Bool) {
      var sum = a
      var carry: UInt64 = 0
      for index in 0..<4 {
        let (partial, overflow1) = a[index].addingReportingOverflow(b[index])
        let (total, overflow2) = partial.addingReportingOverflow(carry)
        sum[index] = total
        carry = (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
      }
      return (sum, carry != 0)
    }

    static func subtractWithBorrow(_ a: Element, _ b: Element) -> (difference: Element, borrow: Bool) {
      var difference = a
      var borrow: UInt64 = 0
      for index in 0..<4 {
        let (partial, overflow1) = a[index].subtractingReportingOverflow(b[index])
        let (total, overflow2) = partial.subtractingReportingOverflow(borrow)
        difference[index] = total
        borrow = (overflow1 ? 1 : 0) + (overflow2 ? 1 : 0)
      }
      return (difference, borrow != 0)
    }

    /// (a + b) mod p for a, b below p.
    static func add(_ a: Element, _ b: Element, modulus: Element) -> Element {
      let (sum, carry) = addWithCarry(a, b)
      let (reduced, borrow) = subtractWithBorrow(sum, modulus)
      return carry || !borrow ? reduced : sum
    }

    /// Whether a < b.
    static func isLess(_ a: Element, _ b: Element) -> Bool { subtractWithBorrow(a, b).borrow }

    /// A 32-byte big-endian number as limbs.
    static func element(bigEndian bytes: ArraySlice<UInt8>) -> Element {
      precondition(bytes.count == 32)
      let start = bytes.startIndex
      return (0..<4).map { limb in
        bytes[(start + 24 - 8 * limb)..<(start + 32 - 8 * limb)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      }
    }

    /// Limbs as a 32-byte big-endian number.
    static func bigEndianBytes(_ element: Element) -> [UInt8] {
      ViewGraphCryptoKit.bigEndianBytes(element.reversed())
    }
  }
#endif
