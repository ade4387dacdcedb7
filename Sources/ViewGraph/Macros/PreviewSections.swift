#if canImport(MachO)
  private import MachO
#elseif os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD)
  private import SwiftShims
#endif

/// Reads ViewGraph's preview records from every loaded image's test-content section.
enum PreviewSections {
  /// `'vgpv'`, the kind `#Preview` expansions write.
  static let kind: UInt32 = 0x7667_7076

  static func records() -> [PreviewRecord] {
    var result: [PreviewRecord] = []
    for section in sections() {
      let stride = MemoryLayout<__PreviewContentRecord>.stride
      let count = section.count / stride
      for index in 0..<count {
        let record = section.baseAddress!.advanced(by: index * stride)
          .loadUnaligned(as: __PreviewContentRecord.self)
        guard record.kind == kind else { continue }
        let value = UnsafeMutablePointer<PreviewRecord>.allocate(capacity: 1)
        defer { value.deallocate() }
        let stored = withUnsafePointer(to: PreviewRecord.self) { type in
          record.accessor(value, UnsafeRawPointer(type), nil, 0)
        }
        if stored { result.append(value.move()) }
      }
    }
    return result
  }

  #if canImport(MachO)
    // Not run here (no Mac): the images dyld has loaded, each with its `__swift5_tests`.
    private static func sections() -> [UnsafeRawBufferPointer] {
      var result: [UnsafeRawBufferPointer] = []
      for image in 0..<_dyld_image_count() {
        guard let header = _dyld_get_image_header(image) else { continue }
        var size: UInt = 0
        let header64 = UnsafeRawPointer(header).assumingMemoryBound(to: mach_header_64.self)
        let start = getsectiondata(header64, "__DATA_CONST", "__swift5_tests", &size)
        if let start, size > 0 { result.append(UnsafeRawBufferPointer(start: start, count: Int(size))) }
      }
      return result
    }
  #elseif os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD)
    // The runtime registers each image's metadata sections as it loads; version 4 of that
    // structure added `swift5_tests`.
    private static func sections() -> [UnsafeRawBufferPointer] {
      var result: [UnsafeRawBufferPointer] = []
      withUnsafeMutablePointer(to: &result) { result in
        enumerateMetadataSections(
          { sections, context in
            guard sections.load(as: UInt.self) >= 4 else { return true }
            let range = sections.load(as: MetadataSections.self).swift5_tests
            if let start = UnsafeRawPointer(bitPattern: range.start), range.length > 0 {
              context.assumingMemoryBound(to: [UnsafeRawBufferPointer].self).pointee.append(
                UnsafeRawBufferPointer(start: start, count: Int(range.length)))
            }
            return true
          }, result)
      }
      return result
    }
  #else
    private static func sections() -> [UnsafeRawBufferPointer] { [] }
  #endif
}

#if !canImport(MachO) && (os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD))
  @_silgen_name("swift_enumerateAllMetadataSections")
  private func enumerateMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer)
#endif
