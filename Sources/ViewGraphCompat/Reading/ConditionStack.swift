import Foundation

/// Which `#if` branches are on in a mirror built on Linux, read line by line: `os(Linux)`,
/// `DEBUG`, `VIEWGRAPH`, `SWIFT_PACKAGE` (the mirror is a package), `swift(>=…)` and
/// `canImport` of a module available here are true;
/// other platforms, `targetEnvironment` and unknown conditions are false. Only used to tell
/// which imports a file really makes; the compiler decides everything else.
struct ConditionStack {
  /// Per open `#if`: whether its current branch is on, and whether one already was.
  private var frames: [(on: Bool, taken: Bool)] = []

  var isActive: Bool { frames.allSatisfy(\.on) }

  mutating func read(directive: String) {
    let words = directive.split(separator: " ", maxSplits: 1)
    let keyword = words.first.map(String.init) ?? ""
    let condition = words.count > 1 ? String(words[1]) : ""
    switch keyword {
    case "#if":
      let on = Self.evaluate(condition)
      frames.append((on, on))
    case "#elseif":
      guard let last = frames.popLast() else { return }
      let on = !last.taken && Self.evaluate(condition)
      frames.append((on, last.taken || on))
    case "#else":
      guard let last = frames.popLast() else { return }
      frames.append((!last.taken, true))
    case "#endif":
      _ = frames.popLast()
    default:
      break
    }
  }

  /// Evaluates `a && !b || c(d)` with `||` weaker than `&&`, as Swift does.
  static func evaluate(_ condition: String) -> Bool {
    let text = condition.split(separator: "//").first.map(String.init) ?? condition
    var tokens = Tokens(text: text)
    return tokens.disjunction()
  }

  private struct Tokens {
    let characters: [Character]
    var index = 0
    init(text: String) { characters = Array(text) }

    mutating func skipSpaces() { while index < characters.count, characters[index] == " " { index += 1 } }

    mutating func disjunction() -> Bool {
      var value = conjunction()
      while consume("||") { value = conjunction() || value }
      return value
    }

    mutating func conjunction() -> Bool {
      var value = unary()
      while consume("&&") { value = unary() && value }
      return value
    }

    mutating func unary() -> Bool {
      skipSpaces()
      if consume("!") { return !unary() }
      if consume("(") {
        let value = disjunction()
        _ = consume(")")
        return value
      }
      var name = ""
      while index < characters.count,
        characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
      {
        name.append(characters[index])
        index += 1
      }
      skipSpaces()
      var argument = ""
      if consume("(") {
        var depth = 1
        while index < characters.count {
          if characters[index] == "(" { depth += 1 }
          if characters[index] == ")" { depth -= 1 }
          if depth == 0 { break }
          argument.append(characters[index])
          index += 1
        }
        index += 1
      }
      argument = argument.trimmingCharacters(in: .whitespaces)
      switch name {
      case "os": return argument == "Linux"
      case "canImport": return SourceFile.availableModules.contains(argument)
      case "swift", "compiler", "arch", "hasFeature", "hasAttribute", "_endian", "_pointerBitWidth":
        return true
      case "DEBUG", "VIEWGRAPH", "SWIFT_PACKAGE", "true": return true
      default: return false
      }
    }

    mutating func consume(_ token: String) -> Bool {
      skipSpaces()
      let end = index + token.count
      guard end <= characters.count, String(characters[index..<end]) == token else { return false }
      index = end
      return true
    }
  }
}
