/// The member declarations of a type's body, each as source text, split where a line (or a
/// `;`) starts a new declaration: what `@Model` reads to find the stored properties and the
/// `#Unique` constraints.
enum ModelMembers {
  private static let declarationStarts: Set<String> = [
    "var", "let", "func", "init", "deinit", "subscript", "typealias", "struct", "class", "enum", "actor",
    "protocol", "static", "private", "fileprivate", "internal", "public", "open", "package", "final",
    "override", "lazy", "weak", "unowned", "nonisolated", "convenience", "required", "dynamic", "case",
    "#", "@",
  ]

  static func split(_ source: String) -> [String] {
    let tokens = SwiftTokenizer.tokens(of: source)
    guard let open = tokens.firstIndex(where: { $0.text == "{" }), let close = tokens.closingIndex(of: open)
    else { return [] }
    let bytes = Array(source.utf8)
    var members: [String] = []
    var start: Int?
    var depth = 0
    for index in (open + 1)..<close {
      let token = tokens[index]
      let previous = tokens[index - 1]
      let startsLine = bytes[previous.end..<token.start].contains(UInt8(ascii: "\n")) || previous.text == ";"
      let head = token.kind == .attribute ? "@" : token.text
      if depth == 0, startsLine || index == open + 1, declarationStarts.contains(head) {
        // An attribute or modifier continues the declaration its line's first token began.
        if let begun = start, !(isLeading(tokens[index - 1]) && previousLineIsLeading(tokens, begun, index)) {
          members.append(VariableDeclaration.slice(source, tokens[begun].start, tokens[index - 1].end))
          start = index
        } else if start == nil {
          start = index
        }
      }
      if ["(", "[", "{"].contains(token.text) { depth += 1 }
      if [")", "]", "}"].contains(token.text) { depth -= 1 }
    }
    if let begun = start, begun < close {
      members.append(VariableDeclaration.slice(source, tokens[begun].start, tokens[close - 1].end))
    }
    return members
  }

  /// Whether the declaration begun at `begun` is still only attributes and modifiers.
  private static func previousLineIsLeading(_ tokens: [SwiftToken], _ begun: Int, _ index: Int) -> Bool {
    var position = begun
    while position < index {
      let token = tokens[position]
      if token.kind == .attribute {
        if position + 1 < index, tokens[position + 1].text == "(",
          let close = tokens.closingIndex(of: position + 1)
        {
          position = close + 1
        } else {
          position += 1
        }
        continue
      }
      guard isLeading(token) else { return false }
      position += 1
    }
    return true
  }

  private static func isLeading(_ token: SwiftToken) -> Bool {
    token.kind == .attribute || token.text == ")"
      || [
        "static", "private", "fileprivate", "internal", "public", "open", "package", "final", "override",
        "lazy", "weak", "unowned", "nonisolated", "convenience", "required", "dynamic",
      ].contains(token.text)
  }

  /// The constraints of every `#Unique<T>([\.a, \.b], [\.c])` among the members.
  static func uniqueConstraints(_ members: [String]) -> [[String]] {
    var result: [[String]] = []
    for member in members where member.hasPrefix("#Unique") {
      let tokens = SwiftTokenizer.tokens(of: member)
      var index = 0
      while index < tokens.count {
        if tokens[index].text == "[", let close = tokens.closingIndex(of: index) {
          var names: [String] = []
          for position in index..<close where tokens[position].text == "." && position + 1 < close {
            if tokens[position + 1].kind == .identifier { names.append(tokens[position + 1].text) }
          }
          if !names.isEmpty { result.append(names) }
          index = close
        }
        index += 1
      }
    }
    return result
  }
}
