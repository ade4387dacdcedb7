// An item's access control: when it may be read and whether the user must authenticate to
// read it (`kSecAttrAccessControl`). Apps create one to keep a token behind Face ID. There is
// no user here to ask: the control is kept on the item, and reading an item whose control
// asks for the user raises a `notModelled` warning rather than pass silently (S394).
#if !canImport(Security)
  import Foundation
  import ViewGraphFoundationGaps

  /// The conditions on reading a keychain item, as Security's opaque access-control object.
  ///
  /// ```swift
  /// var error: Unmanaged<CFError>?
  /// let access = SecAccessControlCreateWithFlags(
  ///   nil, kSecAttrAccessibleWhenUnlockedThisDeviceOnly, .biometryCurrentSet, &error)
  /// ```
  public final class SecAccessControl: @unchecked Sendable {
    /// When the item may be read, as a `kSecAttrAccessible…` value.
    let protection: String
    /// What the user must do to read it.
    let flags: SecAccessControlCreateFlags

    init(protection: String, flags: SecAccessControlCreateFlags) {
      self.protection = protection
      self.flags = flags
    }

    /// Whether reading the item asks the user to authenticate.
    var asksUser: Bool {
      !flags.intersection([.userPresence, .biometryAny, .biometryCurrentSet, .devicePasscode, .watch]).isEmpty
    }
  }

  /// What an access control asks of the user before an item is read.
  public struct SecAccessControlCreateFlags: OptionSet, Sendable {
    public let rawValue: CFOptionFlags
    public init(rawValue: CFOptionFlags) { self.rawValue = rawValue }

    /// Biometrics or the passcode.
    public static let userPresence = Self(rawValue: 1 << 0)
    /// Any enrolled biometrics.
    public static let biometryAny = Self(rawValue: 1 << 1)
    /// The biometrics enrolled when the item was added.
    public static let biometryCurrentSet = Self(rawValue: 1 << 3)
    /// The device passcode.
    public static let devicePasscode = Self(rawValue: 1 << 4)
    /// A paired watch.
    public static let watch = Self(rawValue: 1 << 5)
    /// A paired companion device.
    public static let companion = Self(rawValue: 1 << 5)
    /// Any one of the other conditions.
    public static let or = Self(rawValue: 1 << 14)
    /// All of the other conditions.
    public static let and = Self(rawValue: 1 << 15)
    /// A private key's use needs the conditions, not its reading.
    public static let privateKeyUsage = Self(rawValue: 1 << 30)
    /// An application password besides the other conditions.
    public static let applicationPassword = Self(rawValue: 1 << 31)
    @available(*, deprecated, renamed: "biometryAny")
    public static let touchIDAny = Self(rawValue: 1 << 1)
    @available(*, deprecated, renamed: "biometryCurrentSet")
    public static let touchIDCurrentSet = Self(rawValue: 1 << 3)
  }

  /// An access control for items readable when `protection` says and after what `flags` ask;
  /// nil, with `error` set, when `protection` is not a `kSecAttrAccessible…` value.
  @discardableResult
  public func SecAccessControlCreateWithFlags(
    _ allocator: CFAllocator?, _ protection: CFTypeRef, _ flags: SecAccessControlCreateFlags,
    _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
  ) -> SecAccessControl? {
    guard let value = protection as? String, SecItemAccessibility.values.contains(value) else {
      let failure = NSError(
        domain: NSOSStatusErrorDomain, code: Int(errSecParam),
        userInfo: [NSLocalizedDescriptionKey: "protection is not a kSecAttrAccessible value: \(protection)"])
      error?.pointee = Unmanaged.passRetained(failure)
      return nil
    }
    return SecAccessControl(protection: value, flags: flags)
  }
#endif
