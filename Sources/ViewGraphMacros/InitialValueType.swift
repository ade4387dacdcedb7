/// The type the compiler gives an untyped `@State var x = <value>`, where the value alone
/// decides it: a literal (`0` is `Int`, `0.5` is `Double`, `"a"` is `String`, `true` is
/// `Bool`) or a call of a type's initialiser (`Date(timeIntervalSince1970: 0)` is `Date`,
/// `[Int]()` is `[Int]`). Knowing it lets the expansion spell `State<T>` and keep the
/// property a parameter of the memberwise initialiser, as the property wrapper did (S282).
///
/// Anything else (an operator, a member such as `.now`, a function call, a failable
/// initialiser such as `URL(string:)` or `Int("3")`, or the app's own type, whose initialiser
/// may do more than make a value) answers nil: the expansion then keeps the lazy storage it
/// always had, since a wrong guess would break a declaration that compiles, and an app's
/// `Model()` must still run once per identity in Xcode 27's lazy mode (S4).
enum InitialValueType {
  static func infer(_ expression: String) -> String? {
    let tokens = SwiftTokenizer.tokens(of: expression)
    guard let first = tokens.first else { return nil }
    if tokens.count == 1 { return literal(first) }
    if tokens.count == 2, first.text == "-", tokens[1].kind == .number { return literal(tokens[1]) }
    return initializerCall(tokens, expression)
  }

  private static func literal(_ token: SwiftToken) -> String? {
    switch token.kind {
    case .string:
      // A raw or plain string literal, interpolated or not, is a `String`.
      return "String"
    case .number:
      let text = token.text.lowercased()
      if text.hasPrefix("0x") || text.hasPrefix("0b") || text.hasPrefix("0o") {
        return text.contains(".") || text.contains("p") ? nil : "Int"
      }
      return text.contains(".") || text.contains("e") ? "Double" : "Int"
    case .identifier where token.text == "true" || token.text == "false":
      return "Bool"
    default:
      return nil
    }
  }

  /// Labels of Foundation's and the standard library's failable initialisers, whose type is
  /// an optional: a call that starts with one is not inferred.
  private static let failableLabels: Set<String> = [
    "string", "rawValue", "uuidString", "base64Encoded", "named", "contentsOf", "contentsOfFile",
    "exactly", "hex", "data", "json", "resource", "systemName", "fileURLWithFileSystemRepresentation",
  ]

  /// Value types whose initialisers make a value and nothing else, so evaluating one with
  /// each struct (a memberwise default) instead of once per identity cannot be observed.
  private static let plainValueTypes: Set<String> = [
    "Date", "UUID", "Data", "String", "Int", "Double", "Float", "CGFloat", "CGPoint", "CGSize",
    "CGRect", "Color", "Set", "Array", "Dictionary", "IndexSet", "Decimal", "DateComponents",
    "NavigationPath", "TimeInterval", "AttributedString",
  ]

  /// Types whose unlabelled initialiser can fail (`Int("3")`); a call of one is not inferred.
  private static let failableUnlabelled: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "Bool", "URL", "UUID", "Decimal", "Character", "Unicode.Scalar",
  ]

  /// `Type(…)`, `Type.init(…)`, `Module.Type<Argument>(…)`, `[Element](…)` or
  /// `[Key: Value](…)`, the whole expression: the type as written.
  private static func initializerCall(_ tokens: [SwiftToken], _ expression: String) -> String? {
    var position = 0
    let typeEnd: Int
    if tokens[0].text == "[" {
      guard let close = tokens.closingIndex(of: 0) else { return nil }
      typeEnd = close
    } else {
      guard tokens[0].kind == .identifier, startsUppercase(tokens[0].text) else { return nil }
      while position + 2 < tokens.count, tokens[position + 1].text == ".",
        tokens[position + 2].kind == .identifier, startsUppercase(tokens[position + 2].text)
      {
        position += 2
      }
      if position + 1 < tokens.count, tokens[position + 1].text == "<",
        tokens[position + 1].start == tokens[position].end
      {
        guard let close = genericClose(tokens, from: position + 1) else { return nil }
        position = close
      }
      typeEnd = position
    }
    let type = VariableDeclaration.slice(expression, tokens[0].start, tokens[typeEnd].end)
    // A memberwise parameter's default is evaluated with each struct, where Xcode 27's lazy
    // mode evaluates an initial value once per identity (S4): only values whose making has no
    // effect to see (the standard library's and Foundation's plain values) may move there.
    let baseName = String(type.prefix { $0 != "<" })
    guard tokens[0].text == "[" || plainValueTypes.contains(baseName) else { return nil }
    var open = typeEnd + 1
    if open + 1 < tokens.count, tokens[open].text == ".", tokens[open + 1].text == "init" { open += 2 }
    guard open < tokens.count, tokens[open].text == "(", tokens[open].start == tokens[open - 1].end,
      tokens.closingIndex(of: open) == tokens.count - 1
    else { return nil }
    let arguments = (open + 1)..<(tokens.count - 1)
    guard !arguments.isEmpty else { return type }
    let labelled =
      arguments.count >= 2 && tokens[open + 1].kind == .identifier && tokens[open + 2].text == ":"
    if labelled {
      return failableLabels.contains(tokens[open + 1].text) ? nil : type
    }
    return failableUnlabelled.contains(type) ? nil : type
  }

  private static func startsUppercase(_ name: String) -> Bool {
    name.first.map { $0.isUppercase } ?? false
  }

  /// The index of the `>` that closes the generic arguments opened at `open`; nil when they
  /// do not close in one token of their own (`>>`, `>?`), which is left to the lazy form.
  private static func genericClose(_ tokens: [SwiftToken], from open: Int) -> Int? {
    var depth = 0
    for position in open..<tokens.count {
      switch tokens[position].text {
      case "<": depth += 1
      case ">":
        depth -= 1
        if depth == 0 { return position }
      case let text where text.hasPrefix(">"): return nil
      default: break
      }
    }
    return nil
  }
}
