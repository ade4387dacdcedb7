/// What one expansion knows about where it is: the syntax it was handed, for diagnostics
/// at the user's line, and the discriminator the compiler gave it, for unique names.
struct MacroContext {
  var macroName: String
  var discriminator: String
  var location: PluginMessage.SourceLocation
  var lexicalContext: [PluginMessage.Syntax]
  private(set) var diagnostics: [PluginMessage.Diagnostic] = []
  private var uniqueNameCount = 0

  init(
    macroName: String, discriminator: String, location: PluginMessage.SourceLocation,
    lexicalContext: [PluginMessage.Syntax]
  ) {
    self.macroName = macroName
    self.discriminator = discriminator
    self.location = location
    self.lexicalContext = lexicalContext
  }

  /// A name no other expansion can produce, in the compiler's own form for macro-unique
  /// names (`<discriminator><length><base>fMu<n>_`), which a macro declaring no names may
  /// introduce.
  mutating func makeUniqueName(_ base: String) -> String {
    defer { uniqueNameCount += 1 }
    let index = uniqueNameCount == 0 ? "" : String(uniqueNameCount - 1)
    return "\(discriminator)\(base.utf8.count)\(base)fMu\(index)_"
  }

  /// Records an error at the macro's use: headline, then what was found and how to fix it.
  mutating func error(_ message: String) {
    diagnostics.append(
      PluginMessage.Diagnostic(
        message: message, severity: .error,
        position: .init(fileName: location.fileName, offset: location.offset),
        highlights: [], notes: [], fixIts: []))
  }

  /// Whether the innermost declaration around the use is a class or an actor, whose
  /// properties' setters cannot be `nonmutating` (the compiler lists the lexical context
  /// innermost first). An extension's type is unknown here: it counts as a value type.
  var isInReferenceType: Bool {
    guard let innermost = lexicalContext.first else { return false }
    for token in SwiftTokenizer.tokens(of: innermost.source) where token.kind == .identifier {
      switch token.text {
      case "class", "actor": return true
      case "struct", "enum", "extension", "protocol", "func", "init", "var", "let", "subscript": return false
      default: continue
      }
    }
    return false
  }

  /// The keyword of the innermost type or extension around the use (`struct`, `extension`),
  /// if the use is inside one; nil at file scope or in a function or closure there.
  var enclosingTypeKeyword: String? {
    for syntax in lexicalContext {
      for token in SwiftTokenizer.tokens(of: syntax.source) where token.kind == .identifier {
        switch token.text {
        case "struct", "class", "enum", "actor", "extension", "protocol": return token.text
        case "func", "init", "var", "let", "subscript", "deinit": break
        default: continue
        }
        break
      }
    }
    return nil
  }

  /// The type an extension in the lexical context extends (`EnvironmentValues`), if any.
  var extendedTypeName: String? {
    for syntax in lexicalContext.reversed() {
      let tokens = SwiftTokenizer.tokens(of: syntax.source)
      guard let keyword = tokens.firstIndex(where: { $0.text == "extension" }),
        keyword + 1 < tokens.count
      else { continue }
      var name = tokens[keyword + 1].text
      var position = keyword + 2
      while position + 1 < tokens.count, tokens[position].text == "." {
        name = tokens[position + 1].text
        position += 2
      }
      return name
    }
    return nil
  }
}

enum MacroDiagnostics {
  static func unreadableRequest(_ message: String) -> PluginMessage.Diagnostic {
    PluginMessage.Diagnostic(
      message: message, severity: .error, position: .init(fileName: "", offset: 0),
      highlights: [], notes: [], fixIts: [])
  }
}
