import Foundation
import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Reports a failure to XCTest, for harness calls made from an `XCTestCase` (no Swift
/// Testing test is running there, and `Issue.record` would drop the failure: the test
/// would pass).
///
/// `XCTFail` takes the file as a `StaticString`, while a failure's location arrives at run
/// time as a `SourceLocation`. The string is rebuilt in `StaticString`'s frozen ABI layout
/// (pointer, byte count, flags) over a buffer kept for the life of the process, so XCTest
/// shows the caller's file and line on every platform.
enum XCTestReporting {
  static func fail(_ message: String, at location: SourceLocation) {
    #if canImport(XCTest)
      XCTFail(message, file: staticString(location.filePath), line: UInt(location.line))
    #endif
  }

  /// One `StaticString` per file path, kept for the life of the process: failures in one
  /// file share its bytes, and the buffers stay reachable (no leak for LeakSanitizer).
  private static func staticString(_ path: String) -> StaticString {
    lock.lock()
    defer { lock.unlock() }
    if let cached = paths[path] { return cached }
    let bytes = Array(path.utf8)
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + 1)
    buffer.initialize(from: bytes, count: bytes.count)
    buffer[bytes.count] = 0
    let isASCII: UInt8 = bytes.allSatisfy { $0 < 0x80 } ? 0b10 : 0
    let string = unsafeBitCast(
      (UInt(bitPattern: buffer), UInt(bytes.count), isASCII), to: StaticString.self)
    paths[path] = string
    return string
  }

  private nonisolated(unsafe) static var paths: [String: StaticString] = [:]
  private static let lock = NSLock()
}
