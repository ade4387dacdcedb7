/// A token of Swift source, just precise enough to split declarations: strings, comments
/// and nested brackets are skipped as units, so a `=` or `{` inside them never counts.
struct SwiftToken: Equatable {
  enum Kind: Equatable {
    case identifier  // also keywords, `backticked`, $0
    case number
    case string
    case punctuation  // one of ( ) [ ] { } , : ; = . ? ! @ # and operators
    case attribute  // @Name (without arguments)
  }
  var kind: Kind
  var text: String
  /// UTF-8 offsets into the scanned text.
  var start: Int
  var end: Int
}

/// Splits Swift source into tokens. Never fails: an unterminated string or comment runs to
/// the end of the text, and the parsers above report what they expected instead.
struct SwiftTokenizer {
  private let bytes: [UInt8]
  private var index = 0

  init(_ text: String) { bytes = Array(text.utf8) }

  static func tokens(of text: String) -> [SwiftToken] {
    var tokenizer = SwiftTokenizer(text)
    var result: [SwiftToken] = []
    while let token = tokenizer.next() { result.append(token) }
    return result
  }

  private func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
      || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
      || byte >= 0x80
  }

  mutating func next() -> SwiftToken? {
    skipTrivia()
    guard let byte = peek() else { return nil }
    let start = index
    switch byte {
    case UInt8(ascii: "\"") where startsString(), UInt8(ascii: "#") where startsString():
      scanString()
      return SwiftToken(kind: .string, text: text(start, index), start: start, end: index)
    case UInt8(ascii: "`"):
      index += 1
      while let next = peek(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { index += 1 }
      if peek() == UInt8(ascii: "`") { index += 1 }
      return SwiftToken(kind: .identifier, text: text(start, index), start: start, end: index)
    case UInt8(ascii: "@"):
      index += 1
      while let next = peek(), Self.isIdentifierByte(next) || next == UInt8(ascii: ".") { index += 1 }
      return SwiftToken(kind: .attribute, text: text(start, index), start: start, end: index)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      while let next = peek(),
        Self.isIdentifierByte(next)
          || next == UInt8(ascii: ".") && peek(1).map({ $0 >= 0x30 && $0 <= 0x39 }) == true
      {
        index += 1
      }
      return SwiftToken(kind: .number, text: text(start, index), start: start, end: index)
    case UInt8(ascii: "$"):
      index += 1
      while let next = peek(), Self.isIdentifierByte(next) { index += 1 }
      return SwiftToken(kind: .identifier, text: text(start, index), start: start, end: index)
    default:
      if Self.isIdentifierByte(byte) {
        while let next = peek(), Self.isIdentifierByte(next) { index += 1 }
        return SwiftToken(kind: .identifier, text: text(start, index), start: start, end: index)
      }
      index += 1
      // Operators made of several characters stay one token (`->`, `==`, `...`), so a lone
      // `=` is always an assignment.
      let operatorBytes = Array("/=-+!*%<>&|^~?.".utf8)
      if operatorBytes.contains(byte), byte != UInt8(ascii: "?") || peek() == UInt8(ascii: "?") {
        while let next = peek(), operatorBytes.contains(next),
          !(next == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")))
        {
          index += 1
        }
      }
      return SwiftToken(kind: .punctuation, text: text(start, index), start: start, end: index)
    }
  }

  private func startsString() -> Bool {
    var offset = 0
    while peek(offset) == UInt8(ascii: "#") { offset += 1 }
    return peek(offset) == UInt8(ascii: "\"")
  }

  private mutating func skipTrivia() {
    while let byte = peek() {
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
      {
        index += 1
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
        while let next = peek(), next != UInt8(ascii: "\n") { index += 1 }
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
        index += 2
        var depth = 1
        while depth > 0, let next = peek() {
          if next == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
            depth += 1
            index += 2
          } else if next == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
            depth -= 1
            index += 2
          } else {
            index += 1
          }
        }
      } else {
        return
      }
    }
  }

  /// A string literal: `"…"`, `"""…"""`, with `#` delimiters, and `\(…)` interpolations
  /// holding any expression (strings included).
  private mutating func scanString() {
    var hashes = 0
    while peek() == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    let multiline =
      peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    index += multiline ? 3 : 1
    while let byte = peek() {
      if byte == UInt8(ascii: "\\") && hashesFollow(hashes, from: 1) {
        index += 1 + hashes
        if peek() == UInt8(ascii: "(") {
          index += 1
          skipInterpolation()
        } else if peek() != nil {
          index += 1
        }
        continue
      }
      if byte == UInt8(ascii: "\"") {
        let quoteCount = multiline ? 3 : 1
        if (0..<quoteCount).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
          hashesFollow(hashes, from: quoteCount)
        {
          index += quoteCount + hashes
          return
        }
      }
      if byte == UInt8(ascii: "\n"), !multiline, hashes == 0 { return }
      index += 1
    }
  }

  private func hashesFollow(_ count: Int, from offset: Int) -> Bool {
    (0..<count).allSatisfy { peek(offset + $0) == UInt8(ascii: "#") }
  }

  private mutating func skipInterpolation() {
    var depth = 1
    while depth > 0 {
      guard let token = next() else { return }
      if token.text == "(" { depth += 1 } else if token.text == ")" { depth -= 1 }
    }
  }
}

extension Array where Element == SwiftToken {
  /// The index of the bracket closing the one at `open`, or nil when the text ends first.
  func closingIndex(of open: Int) -> Int? {
    let pairs: [String: String] = ["(": ")", "[": "]", "{": "}", "<": ">"]
    guard let close = pairs[self[open].text] else { return nil }
    var depth = 0
    for position in open..<count {
      let text = self[position].text
      if text == self[open].text {
        depth += 1
      } else if text == close {
        depth -= 1
        if depth == 0 { return position }
      }
    }
    return nil
  }

  /// Indices of tokens at bracket depth zero (counting (), [] and {}) that satisfy `match`.
  ///
  /// With `genericArguments`, a `<` written right after a name (`Task<Void, Never>`) opens
  /// brackets too, closed by the `>` of the next `>`, `>?` or `>>` token, so the comma of a
  /// generic argument list is not taken for a second binding. A `<` after a space stays
  /// less-than.
  func topLevelIndices(
    in range: Range<Int>, genericArguments: Bool = false, where match: (SwiftToken) -> Bool
  ) -> [Int] {
    var depth = 0
    var angles = 0
    var result: [Int] = []
    for position in range {
      let token = self[position]
      if genericArguments, token.kind == .punctuation {
        if token.text == "<", position > range.lowerBound, self[position - 1].end == token.start,
          self[position - 1].kind == .identifier
        {
          angles += 1
          continue
        }
        if angles > 0, token.text.hasPrefix(">") {
          angles = Swift.max(0, angles - token.text.prefix(while: { $0 == ">" }).count)
          continue
        }
      }
      if angles > 0 { continue }
      if token.kind == .punctuation {
        if ["(", "[", "{"].contains(token.text) {
          depth += 1
          continue
        }
        if [")", "]", "}"].contains(token.text) {
          depth -= 1
          continue
        }
      }
      if depth == 0, match(token) { result.append(position) }
    }
    return result
  }
}
