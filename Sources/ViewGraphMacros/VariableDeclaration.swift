/// A `var` declaration as a macro receives it: `@State private var name: String = ""`.
/// Only what the expansions need is kept; anything else is reported as unsupported.
struct VariableDeclaration {
  var attributes: [String]
  /// Access modifiers and `static`, as written (`private`, `public`, `private(set)`).
  var modifiers: [String]
  var keyword: String
  /// The name as written, backticks included (`` `where` ``).
  var name: String
  var type: String?
  var initializer: String?
  var hasAccessorBlock: Bool
  /// Whether the declaration ends in a `willSet`/`didSet` block, which a stored property
  /// keeps around the accessors a macro adds.
  var hasObservers = false
  /// The `willSet` observer's parameter name (`newValue` unless written) and body.
  var willSet: (parameter: String, body: String)?
  /// The `didSet` observer's parameter name (`oldValue` unless written) and body.
  var didSet: (parameter: String, body: String)?

  /// The name without backticks, for the names the expansion derives from it (`_where`).
  var bareName: String {
    name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
  }

  var access: String? {
    modifiers.first { ["private", "fileprivate", "internal", "package", "public", "open"].contains($0) }
  }

  var isOptionalType: Bool {
    guard let type else { return false }
    return type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
      || type.hasPrefix("Swift.Optional<")
  }

  enum ParseError: Error, Equatable {
    case notAVariable(found: String)
    case severalBindings
    case missingName
  }

  /// Parses the declaration the macro is attached to.
  static func parse(_ source: String) throws(ParseError) -> VariableDeclaration {
    let tokens = SwiftTokenizer.tokens(of: source)
    var position = 0
    let attributes = Self.attributes(in: tokens, of: source, from: &position)
    let modifiers = Self.modifiers(in: tokens, of: source, from: &position)
    guard position < tokens.count, ["var", "let"].contains(tokens[position].text) else {
      throw .notAVariable(found: position < tokens.count ? tokens[position].text : "nothing")
    }
    let keyword = tokens[position].text
    position += 1
    guard position < tokens.count, tokens[position].kind == .identifier else { throw .missingName }
    let name = tokens[position].text
    position += 1
    // A trailing `{ willSet … }` or `{ didSet … }` block observes the property; the rest of
    // the declaration is read without it (it is not an initializer's trailing closure).
    var end = tokens.count
    var hasObservers = false
    var observers: (willSet: (parameter: String, body: String)?, didSet: (parameter: String, body: String)?) =
      (nil, nil)
    if let last = tokens.last, last.text == "}",
      let open = openingIndex(tokens, ofClosingAt: tokens.count - 1),
      open > position, open + 1 < tokens.count,
      ["willSet", "didSet"].contains(tokens[open + 1].text)
    {
      end = open
      hasObservers = true
      observers = Self.observers(in: tokens, of: source, from: open + 1)
    }
    let rest = position..<end
    if !tokens.topLevelIndices(in: rest, genericArguments: true, where: { $0.text == "," }).isEmpty {
      throw .severalBindings
    }
    let equals = tokens.topLevelIndices(in: rest, where: { $0.text == "=" }).first
    var type: String?
    var initializer: String?
    var hasAccessorBlock = false
    if position < tokens.count, tokens[position].text == ":" {
      // The type runs to `=`, or to the `{` of an accessor block, at depth zero.
      let typeEnd =
        equals ?? firstAccessorBrace(tokens, from: position + 1, to: end) ?? end
      if typeEnd > position + 1 {
        type = slice(source, tokens[position + 1].start, tokens[typeEnd - 1].end)
      }
      if equals == nil, typeEnd < end { hasAccessorBlock = true }
    }
    if let equals, equals + 1 < end {
      initializer = slice(source, tokens[equals + 1].start, tokens[end - 1].end)
    }
    return VariableDeclaration(
      attributes: attributes, modifiers: modifiers, keyword: keyword, name: name, type: type,
      initializer: initializer, hasAccessorBlock: hasAccessorBlock, hasObservers: hasObservers,
      willSet: observers.willSet, didSet: observers.didSet)
  }

  /// The attributes from `position` on, each with its arguments when the next token opens
  /// them; `position` ends after the last.
  private static func attributes(in tokens: [SwiftToken], of source: String, from position: inout Int)
    -> [String]
  {
    var attributes: [String] = []
    while position < tokens.count, tokens[position].kind == .attribute {
      var end = position
      if position + 1 < tokens.count, tokens[position + 1].text == "(",
        tokens[position + 1].start == tokens[position].end,
        let close = tokens.closingIndex(of: position + 1)
      {
        end = close
      }
      attributes.append(slice(source, tokens[position].start, tokens[end].end))
      position = end + 1
    }
    return attributes
  }

  /// The modifiers from `position` to `var` or `let`, as written (`private(set)`); `position`
  /// ends at the keyword.
  private static func modifiers(in tokens: [SwiftToken], of source: String, from position: inout Int)
    -> [String]
  {
    var modifiers: [String] = []
    while position < tokens.count, tokens[position].kind == .identifier,
      tokens[position].text != "var", tokens[position].text != "let"
    {
      var modifier = tokens[position].text
      if position + 1 < tokens.count, tokens[position + 1].text == "(",
        let close = tokens.closingIndex(of: position + 1)
      {
        modifier = slice(source, tokens[position].start, tokens[close].end)
        position = close
      }
      modifiers.append(modifier)
      position += 1
    }
    return modifiers
  }

  /// The `willSet` and `didSet` blocks of an observer block whose first token is at
  /// `start`, each with its parameter's name (`newValue` and `oldValue` unless named).
  private static func observers(in tokens: [SwiftToken], of source: String, from start: Int) -> (
    willSet: (parameter: String, body: String)?, didSet: (parameter: String, body: String)?
  ) {
    var observers: (willSet: (parameter: String, body: String)?, didSet: (parameter: String, body: String)?) =
      (nil, nil)
    var index = start
    while index < tokens.count - 1 {
      let keyword = tokens[index].text
      guard ["willSet", "didSet"].contains(keyword) else {
        index += 1
        continue
      }
      var parameter = keyword == "willSet" ? "newValue" : "oldValue"
      var brace = index + 1
      if brace + 2 < tokens.count, tokens[brace].text == "(" {
        parameter = tokens[brace + 1].text
        brace += 3
      }
      guard brace < tokens.count, tokens[brace].text == "{", let close = tokens.closingIndex(of: brace)
      else { break }
      let body = slice(source, tokens[brace].end, tokens[close].start)
      if keyword == "willSet" {
        observers.willSet = (parameter, body)
      } else {
        observers.didSet = (parameter, body)
      }
      index = close + 1
    }
    return observers
  }

  private static func openingIndex(_ tokens: [SwiftToken], ofClosingAt close: Int) -> Int? {
    var depth = 0
    for position in stride(from: close, through: 0, by: -1) {
      switch tokens[position].text {
      case "}": depth += 1
      case "{":
        depth -= 1
        if depth == 0 { return position }
      default: break
      }
    }
    return nil
  }

  private static func firstAccessorBrace(_ tokens: [SwiftToken], from start: Int, to end: Int) -> Int? {
    // In a type, `{` appears only inside brackets (closure types do not use braces), so the
    // first `{` at depth zero opens the accessor block.
    var depth = 0
    for position in start..<end {
      switch tokens[position].text {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      // `>?` and `>>` close generic arguments too (`Task<Void, Never>?`).
      case let text where text.hasPrefix(">"):
        depth -= text.prefix(while: { $0 == ">" }).count
      case "{" where depth == 0: return position
      default: break
      }
    }
    return nil
  }

  static func slice(_ source: String, _ start: Int, _ end: Int) -> String {
    let bytes = Array(source.utf8)
    return String(decoding: bytes[max(0, start)..<min(bytes.count, end)], as: UTF8.self)
  }
}
