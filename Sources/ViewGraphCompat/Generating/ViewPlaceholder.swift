import Foundation

/// A stand-in for a view whose file the mirror leaves out: the same name, generic
/// parameters and initialisers, with a body that only says what it replaces. A screen that
/// shows a `MapView` (left out: it imports MapKit) compiles again, and its own data flow can
/// be tested; the map itself cannot.
///
/// Read from the source text: each top-level `struct Name: …View…` keeps the stored
/// properties a memberwise initialiser takes (or its explicit `init` signatures, with empty
/// bodies and no storage); wrappers that own state (`@State` with a value, `@Environment`…)
/// are dropped, `@Binding`/`@Bindable`/`@ObservedObject` are kept.
struct ViewPlaceholder {
  let name: String
  let source: String

  /// The placeholder as a file the tool compiles (errors in it name the placeholder).
  var sourceFile: SourceFile {
    SourceFile(
      url: URL(fileURLWithPath: "/placeholders/\(name).swift"), relativePath: "(placeholder \(name))",
      text: "import SwiftUI\n\n" + source)
  }

  /// The placeholders of the views `file` declares.
  static func placeholders(for file: SourceFile) -> [ViewPlaceholder] {
    let text = file.text
    var result: [ViewPlaceholder] = []
    let pattern =
      #/(?m)^((?:(?:public|internal|fileprivate|private|package|@MainActor|@preconcurrency)\s+)*)struct\s+([A-Za-z_]\w*)(<[^>{]*>)?\s*:\s*([^{]*)\{/#
    for match in text.matches(of: pattern) {
      let conformances = match.output.4.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "&" })
      guard conformances.contains("View") || conformances.contains("SwiftUI.View") else { continue }
      guard let body = Self.braceBody(in: text, openingAt: text.index(before: match.range.upperBound)) else {
        continue
      }
      let name = String(match.output.2)
      let generics = match.output.3.map(String.init) ?? ""
      let whereClause =
        match.output.4.range(of: "where").map { String(match.output.4[$0.lowerBound...]) } ?? ""
      let members = Self.members(of: body)
      var lines: [String] = []
      if members.initializers.isEmpty {
        lines += members.storedProperties
      } else {
        lines += members.initializers.map { "  \($0) {}" }
      }
      let access =
        match.output.1.contains("private")
        ? ""
        : String(match.output.1)
          .replacingOccurrences(of: "@MainActor", with: "").trimmingCharacters(in: .whitespaces)
      let source = """
        /// Placeholder for `\(name)` (\(file.relativePath)), which the mirror leaves out.
        \(access.isEmpty ? "" : access + " ")struct \(name)\(generics): View \(whereClause.trimmingCharacters(in: .whitespaces)){
        \(lines.joined(separator: "\n"))
          var body: some View { Text("\(name): left out of the mirror") }
        }

        """
      result.append(ViewPlaceholder(name: name, source: source))
    }
    return result
  }

  /// The text between the brace at `open` and its match, skipping strings and comments.
  static func braceBody(in text: String, openingAt open: String.Index) -> Substring? {
    var depth = 0
    var index = open
    var inString = false
    while index < text.endIndex {
      let character = text[index]
      if inString {
        if character == "\\" {
          index = text.index(after: index)
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "/", text[index...].hasPrefix("//") {
        index = text[index...].firstIndex(of: "\n") ?? text.endIndex
        continue
      } else if character == "{" {
        depth += 1
      } else if character == "}" {
        depth -= 1
        if depth == 0 { return text[text.index(after: open)..<index] }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The stored properties a memberwise initialiser takes, and the explicit initialisers'
  /// signatures, at the top level of a struct's body.
  static func members(of body: Substring) -> (storedProperties: [String], initializers: [String]) {
    var stored: [String] = []
    var initializers: [String] = []
    var depth = 0
    var pendingAttributes: [String] = []
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let startDepth = depth
      for character in line {
        if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
      }
      defer { index += 1 }
      guard startDepth == 0 else { continue }
      if trimmed.hasPrefix("@"), !trimmed.contains(" var "), !trimmed.contains(" let "),
        !trimmed.hasPrefix("@ViewBuilder")
      {
        pendingAttributes.append(trimmed)
        continue
      }
      defer { pendingAttributes = [] }
      if let signature = Self.initializerSignature(lines: lines, from: index) {
        initializers.append(signature)
        continue
      }
      if let property = Self.storedProperty(trimmed, attributes: pendingAttributes) {
        stored.append(property)
      }
    }
    return (stored, initializers)
  }

  /// The memberwise initialiser's parameter a top-level line declares, as a placeholder
  /// redeclares it (`  @Binding var text: String`), or nil for a computed property, a
  /// wrapper the view owns, or a private property with a default.
  static func storedProperty(_ trimmed: String, attributes pendingAttributes: [String]) -> String? {
    guard
      let match = trimmed.wholeMatch(
        of:
          #/((?:@[\w.]+(?:\([^)]*\))?\s+)*)((?:(?:public|internal|private|fileprivate|package|nonisolated|weak|unowned)\s+)*)(let|var)\s+(\w+)\s*:\s*([^={]+?)\s*(=.*)?/#
      )
    else { return nil }
    let attributes = (pendingAttributes + [String(match.output.1)]).joined(separator: " ")
      .trimmingCharacters(in: .whitespaces)
    let isPrivate = match.output.2.contains("private")
    let hasDefault = match.output.6 != nil
    // A computed property (`var x: T {`) has no storage.
    if trimmed.hasSuffix("{") && !hasDefault { return nil }
    let keeps = ["@Binding", "@Bindable", "@ObservedObject"]
    let owned = attributes.split(separator: " ").contains {
      $0.hasPrefix("@") && !keeps.contains(String($0.prefix { $0 != "(" }))
    }
    if owned || (isPrivate && hasDefault) { return nil }
    let wrapper =
      attributes.split(separator: " ").first { keeps.contains(String($0)) }.map { "\($0) " } ?? ""
    let name = match.output.4
    let type = match.output.5
    let value = match.output.6.map { " \($0)" } ?? ""
    return "  \(wrapper)\(match.output.3) \(name): \(type)\(value)"
  }

  /// `init(…)` at `index`, its parameter list followed across lines to the closing `)`.
  static func initializerSignature(lines: [String], from index: Int) -> String? {
    let first = lines[index].trimmingCharacters(in: .whitespaces)
    guard
      first.firstMatch(
        of:
          #/^(?:(?:public|internal|fileprivate|private|package|@MainActor|nonisolated)\s+)*init[?!]?(?:<[^>]*>)?\(/#
      ) != nil
    else { return nil }
    var signature = ""
    var depth = 0
    var row = index
    while row < lines.count {
      for character in lines[row] {
        if character == "{" && depth == 0 && signature.contains(")") {
          return signature.trimmingCharacters(in: .whitespaces)
        }
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
        signature.append(character)
      }
      signature.append(" ")
      row += 1
    }
    return nil
  }
}
