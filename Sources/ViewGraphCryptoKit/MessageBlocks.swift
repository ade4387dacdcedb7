#if !canImport(CryptoKit)
  /// The Merkle–Damgård framing SHA-1, SHA-2 and MD5 share (FIPS 180-4 §5.1, RFC 1321 §3.1):
  /// the message is cut into blocks the compression function consumes, and the last is padded
  /// with a 1 bit, zeros, and the message's length in bits.
  struct MessageBlocks: Sendable {
    /// The bytes of a block not yet complete.
    private var pending: [UInt8] = []
    /// The length of the message so far, in bytes.
    private var byteCount: UInt64 = 0
    let blockByteCount: Int

    init(blockByteCount: Int) {
      self.blockByteCount = blockByteCount
      pending.reserveCapacity(blockByteCount)
    }

    /// Adds `bytes` to the message, calling `compress` with each block they complete.
    mutating func append(
      _ bytes: UnsafeRawBufferPointer, compress: (UnsafeRawBufferPointer) -> Void
    ) {
      byteCount &+= UInt64(bytes.count)
      var offset = 0
      if !pending.isEmpty {
        let taken = min(blockByteCount - pending.count, bytes.count)
        pending.append(contentsOf: bytes[0..<taken])
        offset = taken
        guard pending.count == blockByteCount else { return }
        pending.withUnsafeBytes(compress)
        pending.removeAll(keepingCapacity: true)
      }
      // Whole blocks are compressed where they lie, without copying.
      while bytes.count - offset >= blockByteCount {
        compress(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + blockByteCount]))
        offset += blockByteCount
      }
      pending.append(contentsOf: bytes[offset...])
    }

    /// The padded end of the message: one or two blocks whose last `lengthByteCount` bytes
    /// hold its length in bits, big-endian for SHA, little-endian for MD5.
    func paddedTail(lengthByteCount: Int, bigEndian: Bool) -> [UInt8] {
      var tail = pending
      tail.append(0x80)
      while (tail.count + lengthByteCount) % blockByteCount != 0 { tail.append(0) }
      // The length in bits of a message counted in bytes: the byte count shifted left by 3,
      // the top 3 bits carrying into the field's next byte (SHA-512's field is 128 bits).
      var length = [UInt8](repeating: 0, count: lengthByteCount)
      for index in 0..<8 {
        length[lengthByteCount - 1 - index] = UInt8(truncatingIfNeeded: (byteCount << 3) >> (8 * index))
      }
      if lengthByteCount > 8 { length[lengthByteCount - 9] = UInt8(truncatingIfNeeded: byteCount >> 61) }
      tail.append(contentsOf: bigEndian ? length : length.reversed())
      return tail
    }
  }
#endif
