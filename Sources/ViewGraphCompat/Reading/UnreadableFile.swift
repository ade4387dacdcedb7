import Foundation

/// A `.swift` file of the app the tool could not read as Swift source: unreadable, binary, or
/// not UTF-8. Named in the report with why, and counted as a file that does not compile: a
/// file dropped without a word would let a run pass that a build fails (issue 51).
///
/// ```swift
/// UnreadableFile.reason(for: url)   // "not UTF-8 text: byte 0xFF at offset 12"
/// ```
struct UnreadableFile: Equatable {
  let url: URL
  /// The path inside the app's folder, for the report.
  let relativePath: String
  let reason: String

  /// The files of `urls` that cannot be read as Swift source, with why.
  static func find(in urls: [URL], root: URL) -> [UnreadableFile] {
    urls.compactMap { url in
      reason(for: url).map {
        UnreadableFile(url: url, relativePath: SourceFile.relativePath(of: url, in: root), reason: $0)
      }
    }
  }

  /// Why the file at `url` cannot be read as Swift source; nil when it can.
  static func reason(for url: URL) -> String? {
    if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path),
      !FileManager.default.fileExists(atPath: url.path)
    {
      return "is a link to \(destination), which does not exist"
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      return "cannot be read (\(systemReason(error)))"
    }
    if let offset = data.firstIndex(of: 0) {
      return "is binary, not text (a NUL byte at offset \(offset - data.startIndex))"
    }
    if let offset = firstInvalidUTF8(in: data) {
      let byte = String(data[data.startIndex + offset], radix: 16, uppercase: true)
      return "is not UTF-8 text (byte 0x\(byte.count == 1 ? "0" + byte : byte) at offset \(offset)); "
        + "save it as UTF-8"
    }
    return nil
  }

  /// The offset of the first byte that does not start a valid UTF-8 sequence.
  private static func firstInvalidUTF8(in data: Data) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = data.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error:
        return offset
      }
    }
  }

  /// `Permission denied`, `No such file or directory`: the system's words, not Foundation's
  /// `NSCocoaErrorDomain` dump.
  private static func systemReason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(code)))
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url(of: error)?.path ?? "", isDirectory: &isFolder),
      isFolder.boolValue
    {
      return "it is a folder"
    }
    return (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
  }

  private static func url(of error: any Error) -> URL? {
    (error as NSError).userInfo[NSURLErrorKey] as? URL
  }
}
