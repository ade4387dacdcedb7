import Foundation

/// A value of an old-style (OpenStep) property list, the format of Xcode's
/// `project.pbxproj`: `{ key = value; }`, `( a, b, )`, bare words and quoted strings.
///
/// Foundation's `PropertyListSerialization` reads this format on Apple platforms only, so the
/// tool reads it itself.
enum PropertyList: Equatable {
  case string(String)
  case array([PropertyList])
  case dictionary([String: PropertyList])

  var string: String? { if case .string(let value) = self { value } else { nil } }
  var array: [PropertyList] { if case .array(let value) = self { value } else { [] } }
  var dictionary: [String: PropertyList] { if case .dictionary(let value) = self { value } else { [:] } }

  subscript(key: String) -> PropertyList? { dictionary[key] }

  /// Parses `text`, or throws a `PropertyListError` naming the line that could not be read.
  static func parse(_ text: String) throws -> PropertyList {
    var parser = Parser(bytes: Array(text.utf8))
    let value = try parser.value()
    parser.skipTrivia()
    guard parser.index == parser.bytes.count else { throw parser.error("text after the top-level value") }
    return value
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0
    /// How deep the values being read are nested: a project file nests a few levels; a
    /// malformed one must not exhaust the stack.
    var depth = 0
    static let maximumDepth = 256

    mutating func value() throws -> PropertyList {
      depth += 1
      defer { depth -= 1 }
      guard depth <= Self.maximumDepth else {
        throw error("values nested deeper than \(Self.maximumDepth) levels")
      }
      skipTrivia()
      guard index < bytes.count else { throw error("the text ended where a value was expected") }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var dictionary: [String: PropertyList] = [:]
        while true {
          skipTrivia()
          guard index < bytes.count else { throw error("a dictionary is not closed") }
          if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .dictionary(dictionary)
          }
          guard case .string(let key) = try value() else { throw error("a dictionary key is not a string") }
          try expect("=")
          dictionary[key] = try value()
          try expect(";")
        }
      case UInt8(ascii: "("):
        index += 1
        var array: [PropertyList] = []
        while true {
          skipTrivia()
          guard index < bytes.count else { throw error("an array is not closed") }
          if bytes[index] == UInt8(ascii: ")") {
            index += 1
            return .array(array)
          }
          array.append(try value())
          skipTrivia()
          if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
        }
      case UInt8(ascii: "\""):
        return .string(try quoted())
      default:
        let start = index
        while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
        guard index > start else {
          throw error("unexpected character '\(Character(UnicodeScalar(bytes[index])))'")
        }
        return .string(String(decoding: bytes[start..<index], as: UTF8.self))
      }
    }

    /// A quoted string with its escapes resolved (`\"`, `\\`, `\n`, `\t`).
    mutating func quoted() throws -> String {
      index += 1
      var result: [UInt8] = []
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\"") { return String(decoding: result, as: UTF8.self) }
        guard byte == UInt8(ascii: "\\"), index < bytes.count else {
          result.append(byte)
          continue
        }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
        default: result.append(escaped)
        }
      }
      throw error("a quoted string is not closed")
    }

    mutating func expect(_ character: Unicode.Scalar) throws {
      skipTrivia()
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else {
        throw error("expected '\(character)'")
      }
      index += 1
    }

    /// Skips white space and `/* … */` and `// …` comments.
    mutating func skipTrivia() {
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
          || byte == UInt8(ascii: "\r")
        {
          index += 1
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
          index += 2
          while index + 1 < bytes.count,
            !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
          {
            index += 1
          }
          index = min(index + 2, bytes.count)
        } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
          while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        } else {
          return
        }
      }
    }

    /// Characters of an unquoted word: letters, digits and `_$+/:.-`.
    static func isBare(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        true
      default:
        "_$+/:.-".utf8.contains(byte)
      }
    }

    func error(_ problem: String) -> PropertyListError {
      let line = bytes[..<min(index, bytes.count)].count { $0 == UInt8(ascii: "\n") } + 1
      return PropertyListError(problem: problem, line: line)
    }
  }
}

/// A property list the tool could not read.
struct PropertyListError: Error, CustomStringConvertible {
  let problem: String
  let line: Int
  var description: String { "line \(line): \(problem)" }
}
