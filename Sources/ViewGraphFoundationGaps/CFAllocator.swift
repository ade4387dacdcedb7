// Security's creating functions take an allocator first
// (`SecAccessControlCreateWithFlags(kCFAllocatorDefault, …)`); apps pass the default or nil.
// swift-corelibs-foundation does not export Core Foundation's names.
#if !canImport(Darwin)
  /// A Core Foundation allocator: there is one here, the default.
  ///
  /// ```swift
  /// let access = SecAccessControlCreateWithFlags(kCFAllocatorDefault, kSecAttrAccessibleWhenUnlocked, [], nil)
  /// ```
  public final class CFAllocator: @unchecked Sendable {
    init() {}
  }

  /// The default allocator, which `nil` also means.
  public let kCFAllocatorDefault: CFAllocator! = CFAllocator()
#endif
