// The keychain's result codes, with Security's values and messages: apps compare with them
// (`status == errSecItemNotFound`), and wrappers show `SecCopyErrorMessageString`.
#if !canImport(Security)
  import Foundation
  import ViewGraphFoundationGaps

  /// No error.
  public var errSecSuccess: OSStatus { 0 }
  /// The function or operation is not implemented.
  public var errSecUnimplemented: OSStatus { -4 }
  /// One or more parameters passed to the function are not valid.
  public var errSecParam: OSStatus { -50 }
  /// Failed to allocate memory.
  public var errSecAllocate: OSStatus { -108 }
  /// The user canceled the operation.
  public var errSecUserCanceled: OSStatus { -128 }
  /// No trust results are available, or no keychain is available.
  public var errSecNotAvailable: OSStatus { -25291 }
  /// The user name or passphrase you entered is not correct.
  public var errSecAuthFailed: OSStatus { -25293 }
  /// The item already exists.
  public var errSecDuplicateItem: OSStatus { -25299 }
  /// The item cannot be found.
  public var errSecItemNotFound: OSStatus { -25300 }
  /// Interaction with the user is not allowed.
  public var errSecInteractionNotAllowed: OSStatus { -25308 }
  /// Unable to decode the provided data.
  public var errSecDecode: OSStatus { -26275 }
  /// A required entitlement is missing.
  public var errSecMissingEntitlement: OSStatus { -34018 }

  /// A sentence saying what `status` means, or nil for a code the keychain does not return.
  ///
  /// ```swift
  /// let message = SecCopyErrorMessageString(status, nil) as String? ?? "OSStatus \(status)"
  /// ```
  @discardableResult
  public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString?
  {
    secErrorMessages[status].map { $0 as NSString }
  }

  /// The messages of the codes above, worded as Security's.
  let secErrorMessages: [OSStatus: String] = [
    0: "No error.",
    -4: "Function or operation not implemented.",
    -50: "One or more parameters passed to a function were not valid.",
    -108: "Failed to allocate memory.",
    -128: "User canceled the operation.",
    -25291: "No keychain is available. You may need to restart your computer.",
    -25293: "The user name or passphrase you entered is not correct.",
    -25299: "The specified item already exists in the keychain.",
    -25300: "The specified item could not be found in the keychain.",
    -25308: "User interaction is not allowed.",
    -26275: "Unable to decode the provided data.",
    -34018: "A required entitlement isn't present.",
  ]
#endif
