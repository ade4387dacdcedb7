#if !canImport(UIKit)
  import Foundation

  /// The PNG and JPEG streams a headless `UIImage` encodes to: no pixels, the image's source
  /// in a chunk (PNG `vgSr`, an ancillary private chunk decoders skip) or a comment (JPEG
  /// `COM`), so `UIImage(data:)` reads back an equal image (S351).
  enum ImageEncoding {
    private static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    private static let jpegStart = Data([0xFF, 0xD8])
    private static let jpegEnd = Data([0xFF, 0xD9])
    private static let chunkType = Data("vgSr".utf8)
    // Made on each use: a global `Data` of more than 14 bytes keeps its heap storage behind
    // a tagged pointer, which LeakSanitizer reports as leaked at exit.
    private static var commentPrefix: Data { Data("ViewGraph UIImage ".utf8) }

    static func png(_ source: String) -> Data {
      pngSignature + chunk(chunkType, Data(source.utf8)) + chunk(Data("IEND".utf8), Data())
    }

    static func jpeg(_ source: String) -> Data {
      let text = commentPrefix + Data(source.utf8)
      let length = UInt16(min(text.count + 2, Int(UInt16.max)))
      return jpegStart + Data([0xFF, 0xFE, UInt8(length >> 8), UInt8(length & 0xFF)])
        + text.prefix(Int(length) - 2) + jpegEnd
    }

    /// The source an encoded stream names; nil for any other data.
    static func source(in data: Data) -> String? {
      let bytes = [UInt8](data)
      if bytes.starts(with: pngSignature), bytes.count >= 16, Data(bytes[12..<16]) == chunkType {
        let length = bytes[8..<12].reduce(0) { $0 << 8 | Int($1) }
        guard bytes.count >= 16 + length else { return nil }
        return String(decoding: bytes[16..<(16 + length)], as: UTF8.self)
      }
      if bytes.starts(with: jpegStart), bytes.count >= 6, bytes[2] == 0xFF, bytes[3] == 0xFE {
        let length = Int(bytes[4]) << 8 | Int(bytes[5])
        guard bytes.count >= 4 + length else { return nil }
        let text = Data(bytes[6..<(4 + length)])
        guard text.starts(with: commentPrefix) else { return nil }
        return String(decoding: text.dropFirst(commentPrefix.count), as: UTF8.self)
      }
      return nil
    }

    /// A PNG chunk: length, type, data, and the CRC-32 of type and data.
    private static func chunk(_ type: Data, _ body: Data) -> Data {
      let length = UInt32(body.count)
      let crc = crc32(type + body)
      return Data(withUnsafeBytes(of: length.bigEndian, Array.init)) + type + body
        + Data(withUnsafeBytes(of: crc.bigEndian, Array.init))
    }

    private static func crc32(_ data: Data) -> UInt32 {
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in data {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      return ~crc
    }
  }
#endif
