import Foundation

/// The symbols Xcode 26 generates from a target's string catalogs (`Text(.close)`,
/// `String(localized: .journalSortAscending)`, `Text(.itemsCount(3))`), which screens use as if
/// declared in source. Xcode writes them at build time, so they are nowhere in the sources; the
/// tool writes the same declarations for the compilation.
///
/// As Xcode does: only keys added to the catalog by hand (`"extractionState" : "manual"`) get a
/// symbol, a static member of `LocalizedStringResource`; its name is the key without its format
/// specifiers, its words in lower camel case (`Journal.Sort.Ascending` → `journalSortAscending`,
/// `Day %lld` → `day`); a string with values is a function taking them in order, unlabeled
/// (`_ arg1: Int`) or labeled by the placeholder's name (`%(number)lld` → `day(number:)`),
/// typed by its specifier (`%@` String, `%lld` Int, `%f` Float, `%lf` Double). A table other
/// than `Localizable` nests its symbols in a type named after it (`.Onboarding.welcomeTitle`).
enum StringCatalogSymbols {
  /// Which targets' builds generate them: an Xcode target with `STRING_CATALOG_GENERATE_SYMBOLS
  /// = YES` (new projects of Xcode 26 set it; absent, it is off), and every package target Xcode
  /// builds.
  static func isEnabled(buildSettings: [String: String]) -> Bool {
    buildSettings["STRING_CATALOG_GENERATE_SYMBOLS"] == "YES"
  }

  /// The string catalogs among a target's resources whose symbols a build generates: not
  /// `InfoPlist` and `AppShortcuts`, which localize the bundle's metadata, not code's strings.
  static func catalogs(in resources: [URL]) -> [URL] {
    resources.filter {
      $0.pathExtension == "xcstrings"
        && !["InfoPlist", "AppShortcuts"].contains($0.deletingPathExtension().lastPathComponent)
    }
    .sorted { $0.path < $1.path }
  }

  /// The string catalogs under `folder`, for a folder read without a project.
  static func catalogs(under folder: URL) -> [URL] {
    var found: [URL] = []
    let skipped: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
      if skipped.contains(url.lastPathComponent) {
        enumerator?.skipDescendants()
        continue
      }
      if url.pathExtension == "xcstrings" { found.append(url) }
    }
    return catalogs(in: found)
  }

  /// A Swift file declaring the symbols of `catalogs`, or nil when they have none.
  static func source(for catalogs: [URL]) -> String? {
    var tables: [(name: String, symbols: [Symbol])] = []
    for catalog in catalogs {
      guard let data = try? Data(contentsOf: catalog),
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let strings = json["strings"] as? [String: Any]
      else { continue }
      let sourceLanguage = json["sourceLanguage"] as? String ?? "en"
      let table = catalog.deletingPathExtension().lastPathComponent
      var symbols: [Symbol] = []
      for key in strings.keys.sorted() {
        guard let entry = strings[key] as? [String: Any], entry["extractionState"] as? String == "manual",
          let symbol = Symbol(key: key, entry: entry, sourceLanguage: sourceLanguage, table: table),
          // Two keys with one name and the same parameters would be one declaration twice.
          !symbols.contains(where: { $0.name == symbol.name && $0.signature == symbol.signature })
        else { continue }
        symbols.append(symbol)
      }
      if !symbols.isEmpty { tables.append((table, symbols)) }
    }
    if tables.isEmpty { return nil }
    // `nonisolated`, as the asset symbols: in a target whose default isolation is the main
    // actor, they are still usable from anywhere.
    var source = "import Foundation\n"
    for (table, symbols) in tables {
      let nested = table != "Localizable"
      source += "extension LocalizedStringResource {\n"
      if nested { source += "  enum \(typeName(table)) {\n" }
      let indent = nested ? "    " : "  "
      for symbol in symbols { source += indent + symbol.declaration + "\n" }
      if nested { source += "  }\n" }
      source += "}\n"
    }
    return source
  }

  /// One generated member: a static property, or a function when the string takes values.
  struct Symbol {
    let key: String
    let name: String
    let table: String
    /// The text shown when no table translates the key: the source language's, with each
    /// value's parameter interpolated.
    let defaultValue: String
    let parameters: [Parameter]

    struct Parameter {
      /// The placeholder's name (`%(count)lld`), which labels the argument, or nil.
      var label: String?
      var name: String
      var type: String
    }

    init?(key: String, entry: [String: Any], sourceLanguage: String, table: String) {
      let name = StringCatalogSymbols.symbolName(for: key)
      guard let name else { return nil }
      let localization = (entry["localizations"] as? [String: Any])?[sourceLanguage] as? [String: Any]
      let value = localization.flatMap(StringCatalogSymbols.text(of:)) ?? key
      let placeholders = Placeholder.all(in: value)
      var parameters: [Int: Parameter] = [:]
      var next = 1
      for placeholder in placeholders {
        let position = placeholder.position ?? next
        next = position + 1
        guard parameters[position] == nil else { continue }
        let label = placeholder.name.map(StringCatalogSymbols.identifier)
        parameters[position] = Parameter(
          label: label, name: label ?? "arg\(position)", type: placeholder.type)
      }
      self.key = key
      self.name = name
      self.table = table
      self.parameters = parameters.keys.sorted().compactMap { parameters[$0] }
      var text = ""
      var index = value.startIndex
      next = 1
      for placeholder in placeholders {
        text += StringCatalogSymbols.literal(value[index..<placeholder.range.lowerBound])
        let position = placeholder.position ?? next
        next = position + 1
        text += "\\(\(parameters[position]?.name ?? "arg\(position)"))"
        index = placeholder.range.upperBound
      }
      text += StringCatalogSymbols.literal(value[index...])
      defaultValue = text
    }

    /// The parameters' labels and types, which tell overloads apart.
    var signature: [String] { parameters.map { "\($0.label ?? "_"): \($0.type)" } }

    var declaration: String {
      let resource =
        "LocalizedStringResource(\"\(StringCatalogSymbols.escaped(key[...]))\", defaultValue: \"\(defaultValue)\", "
        + "table: \"\(StringCatalogSymbols.escaped(table[...]))\")"
      if parameters.isEmpty {
        return "nonisolated static var \(name): LocalizedStringResource { \(resource) }"
      }
      let list = parameters.map { ($0.label == nil ? "_ " : "") + "\($0.name): \($0.type)" }
      return
        "nonisolated static func \(name)(\(list.joined(separator: ", "))) -> LocalizedStringResource { \(resource) }"
    }
  }

  /// A format specifier in a string: `%@`, `%lld`, `%.1f`, `%2$@`, `%1$(number)lld`.
  struct Placeholder {
    let range: Range<String.Index>
    let position: Int?
    let name: String?
    let type: String

    static var pattern:
      Regex<(Substring, position: Substring?, name: Substring?, length: Substring?, conversion: Substring)>
    {
      #/%(?:(?<position>[0-9]+)\$)?(?:\((?<name>[A-Za-z_][A-Za-z0-9_]*)\))?[-+ #0']*(?:[0-9]+|\*)?(?:\.(?:[0-9]+|\*))?(?<length>hh|h|ll|l|q|L|z|t|j)?(?<conversion>[@dDiuUxXoOfFeEgGaAcCsSp%])/#
    }

    /// The placeholders of `text`, in order; `%%` is a literal percent sign, not one.
    static func all(in text: String) -> [Placeholder] {
      text.matches(of: pattern).compactMap { match in
        let conversion = match.output.conversion
        guard conversion != "%" else { return nil }
        let long = match.output.length.map { $0.hasPrefix("l") || $0 == "q" || $0 == "L" } ?? false
        let type: String
        switch conversion {
        case "@", "s", "S": type = "String"
        case "d", "D", "i": type = "Int"
        case "u", "U", "x", "X", "o", "O": type = "UInt"
        case "c", "C": type = "CChar"
        case "p": type = "UnsafeRawPointer"
        default: type = long ? "Double" : "Float"
        }
        return Placeholder(
          range: match.range, position: match.output.position.flatMap { Int($0) },
          name: match.output.name.map(String.init), type: type)
      }
    }
  }

  /// The source language's text of an entry: its string unit, else the `other` case of its
  /// plural or device variations (the values are the same in each), with substitutions in.
  static func text(of localization: [String: Any]) -> String? {
    guard var text = unitText(localization) else { return nil }
    // `%#@count@` stands for a substitution with its own variations; its `%arg` is the value.
    if let substitutions = localization["substitutions"] as? [String: Any] {
      for (name, substitution) in substitutions {
        guard let substitution = substitution as? [String: Any],
          let inner = unitText(substitution)
        else { continue }
        let specifier = substitution["formatSpecifier"] as? String ?? "@"
        let position = (substitution["argNum"] as? Int).map { "\($0)$" } ?? ""
        text = text.replacingOccurrences(of: "%#@\(name)@", with: inner)
          .replacingOccurrences(of: "%arg", with: "%\(position)\(specifier)")
      }
    }
    return text
  }

  private static func unitText(_ entry: [String: Any]) -> String? {
    if let unit = entry["stringUnit"] as? [String: Any], let value = unit["value"] as? String { return value }
    guard let variations = entry["variations"] as? [String: Any] else { return nil }
    for kind in ["plural", "device"] {
      guard let cases = variations[kind] as? [String: Any] else { continue }
      for name in ["other", "many", "few", "one"] {
        if let variant = cases[name] as? [String: Any], let value = unitText(variant) { return value }
      }
    }
    return nil
  }

  /// A key's symbol: its words, without format specifiers, in lower camel case; nil when it
  /// has none (`%@`).
  static func symbolName(for key: String) -> String? {
    // Specifiers are dropped from the name (`Day %lld` → `day`), and substitutions with them.
    let cleaned = key.replacing(#/%#@[A-Za-z0-9_]+@/#, with: " ").replacing(Placeholder.pattern, with: " ")
    let words = cleaned.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    guard let first = words.first else { return nil }
    // An initialism leading the key is lowered whole (`OK` → `ok`, `URL` → `url`), any other
    // word its first letter (`Close` → `close`, `iPhone` stays).
    let lead =
      first.count > 1 && first.allSatisfy({ $0.isUppercase || $0.isNumber })
      ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
    var name = ([lead] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
    if name.first?.isNumber == true { name = "_" + name }
    return AssetSymbols.keywords.contains(name) ? "`\(name)`" : name
  }

  /// A table's type name: its words in upper camel case, kept as written otherwise (`IRC`).
  static func typeName(_ table: String) -> String {
    let words = table.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
    var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if name.first?.isNumber == true || name.isEmpty { name = "_" + name }
    return name
  }

  /// A placeholder's name as a parameter: escaped when it is a keyword.
  static func identifier(_ name: String) -> String {
    AssetSymbols.keywords.contains(name) ? "`\(name)`" : name
  }

  /// Text between placeholders inside a Swift string literal: `%%` is a percent sign.
  static func literal(_ text: Substring) -> String {
    escaped(text.replacingOccurrences(of: "%%", with: "%")[...])
  }

  /// `text` inside a Swift string literal.
  static func escaped(_ text: Substring) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
