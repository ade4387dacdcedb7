// Security's source of random bytes, which apps use for keys, nonces and salts (IceCubesApp's
// push-notification keys): `SecRandomCopyBytes(kSecRandomDefault, count, pointer)`. Here the
// bytes come from the system's generator, as Swift's own random numbers do (S394).
#if !canImport(Security)
  import Foundation

  /// A random number generator of Security's: only the default exists.
  public final class SecRandom: @unchecked Sendable {
    init() {}
  }

  /// A reference to a random number generator.
  public typealias SecRandomRef = SecRandom

  /// The default generator, which `nil` also means.
  public let kSecRandomDefault: SecRandomRef? = SecRandom()

  /// Fills `bytes` with `count` cryptographically secure random bytes; `errSecSuccess`.
  ///
  /// ```swift
  /// var salt = Data(count: 16)
  /// let status = salt.withUnsafeMutableBytes { SecRandomCopyBytes(kSecRandomDefault, 16, $0.baseAddress!) }
  /// ```
  @discardableResult
  public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer)
    -> Int32
  {
    var generator = SystemRandomNumberGenerator()
    let target = bytes.bindMemory(to: UInt8.self, capacity: count)
    for index in 0..<count { target[index] = UInt8.random(in: .min ... .max, using: &generator) }
    return errSecSuccess
  }
#endif
