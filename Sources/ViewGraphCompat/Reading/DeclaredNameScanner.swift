/// Finds the names a file declares after given keywords (`struct Foo`, `func bar`), as the
/// pattern `(?:keyword|…)\s+([A-Za-z_][A-Za-z0-9_]*)` does, scanning the file's bytes once.
///
/// The tool asks each file for its names in every round of a check, for every file of the
/// app: through `Regex`, a 300-file app spent minutes of a check in the matching alone (a
/// debug build of the tool, as `swift run` makes it, matches a thousand times slower than
/// this loop).
///
/// ```swift
/// DeclaredNameScanner.names(in: "struct Row: View {}", after: ["struct"])  // ["Row"]
/// ```
enum DeclaredNameScanner {
  /// The identifiers that follow one of `keywords` and whitespace, anywhere in `text` (a
  /// keyword need not start a word: the pattern it stands for does not ask it to), found
  /// left to right without overlapping.
  static func names(in text: String, after keywords: [String]) -> Set<String> {
    let keywordBytes = keywords.map { Array($0.utf8) }
    var names: Set<String> = []
    var text = text
    text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        guard let end = match(at: index, in: bytes, keywords: keywordBytes) else {
          index += 1
          continue
        }
        names.insert(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[end.start..<end.end]), as: UTF8.self))
        index = end.end
      }
    }
    return names
  }

  /// The identifier's range when a keyword, whitespace and an identifier start at `index`.
  private static func match(
    at index: Int, in bytes: UnsafeBufferPointer<UInt8>, keywords: [[UInt8]]
  ) -> (start: Int, end: Int)? {
    for keyword in keywords where bytes[index] == keyword[0] && index + keyword.count < bytes.count {
      var matches = true
      for offset in 1..<keyword.count where bytes[index + offset] != keyword[offset] {
        matches = false
        break
      }
      guard matches else { continue }
      var cursor = index + keyword.count
      guard isWhitespace(bytes[cursor]) else { continue }
      while cursor < bytes.count, isWhitespace(bytes[cursor]) { cursor += 1 }
      guard cursor < bytes.count, isIdentifierHead(bytes[cursor]) else { continue }
      let start = cursor
      cursor += 1
      while cursor < bytes.count, isIdentifierHead(bytes[cursor]) || isDigit(bytes[cursor]) {
        cursor += 1
      }
      return (start, cursor)
    }
    return nil
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  private static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
