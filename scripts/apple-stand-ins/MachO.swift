// A stand-in for Apple's MachO (dyld's C API as Swift imports it), for
// scripts/check-apple-branches only: what ViewGraph's `canImport(MachO)` branch reads, with the
// imported signatures of <mach-o/dyld.h>, <mach-o/getsect.h> and <mach-o/loader.h>. Never run.

public struct mach_header {
  public var magic: UInt32 = 0
  public var cputype: Int32 = 0
  public var cpusubtype: Int32 = 0
  public var filetype: UInt32 = 0
  public var ncmds: UInt32 = 0
  public var sizeofcmds: UInt32 = 0
  public var flags: UInt32 = 0
  public init() {}
}

public struct mach_header_64 {
  public var magic: UInt32 = 0
  public var cputype: Int32 = 0
  public var cpusubtype: Int32 = 0
  public var filetype: UInt32 = 0
  public var ncmds: UInt32 = 0
  public var sizeofcmds: UInt32 = 0
  public var flags: UInt32 = 0
  public var reserved: UInt32 = 0
  public init() {}
}

public func _dyld_image_count() -> UInt32 { fatalError("stand-in") }

public func _dyld_get_image_header(_ image_index: UInt32) -> UnsafePointer<mach_header>! {
  fatalError("stand-in")
}

public func getsectiondata(
  _ mhp: UnsafePointer<mach_header_64>!, _ segname: UnsafePointer<CChar>!,
  _ sectname: UnsafePointer<CChar>!, _ size: UnsafeMutablePointer<UInt>!
) -> UnsafeMutablePointer<UInt8>! { fatalError("stand-in") }
