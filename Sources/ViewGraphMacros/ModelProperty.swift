/// A stored property `@Model` persists, read from its declaration: what it is called, what
/// `@Attribute` and `@Relationship` say of it. A `let`, a `static`, a `lazy`, a computed or an
/// `@Transient` property is none.
struct ModelProperty {
  var declaration: VariableDeclaration
  var isUnique = false
  var originalName: String?
  var deleteRule = "nullify"
  /// The `inverse:` key path as written (`\Sight.trip`).
  var inverse: String?

  var name: String { declaration.bareName }

  static func parse(_ source: String) -> ModelProperty? {
    guard let declaration = try? VariableDeclaration.parse(source), declaration.keyword == "var",
      !declaration.hasAccessorBlock,
      !declaration.modifiers.contains(where: { ["static", "class", "lazy"].contains($0) }),
      !declaration.attributes.contains(where: { isAttribute($0, named: "Transient") }),
      !declaration.attributes.contains(where: isTransientAttribute)
    else { return nil }
    var property = ModelProperty(declaration: declaration)
    for attribute in declaration.attributes {
      if isAttribute(attribute, named: "Attribute") {
        let arguments = labelledArguments(attribute)
        property.isUnique = arguments.unlabelled.contains { $0 == ".unique" || $0.hasSuffix(".unique") }
        property.originalName = arguments.labelled["originalName"]
      } else if isAttribute(attribute, named: "Relationship") {
        let arguments = labelledArguments(attribute)
        if let rule = arguments.labelled["deleteRule"] {
          property.deleteRule = String(rule.split(separator: ".").last ?? "nullify")
        }
        property.inverse = arguments.labelled["inverse"]
        property.originalName = arguments.labelled["originalName"]
      }
    }
    return property
  }

  /// `@Attribute(.transient)`, the first SDK's spelling of `@Transient`, which apps written
  /// then still use.
  static func isTransientAttribute(_ attribute: String) -> Bool {
    isAttribute(attribute, named: "Attribute")
      && labelledArguments(attribute).unlabelled.contains {
        $0 == ".transient" || $0.hasSuffix("Option.transient")
      }
  }

  static func isAttribute(_ attribute: String, named name: String) -> Bool {
    let head = attribute.prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces)
    return head == "@\(name)" || head.hasSuffix(".\(name)")
  }

  /// The arguments of `@Name(a, b, label: c)`: the unlabelled ones and the labelled ones.
  static func labelledArguments(_ attribute: String) -> (unlabelled: [String], labelled: [String: String]) {
    let tokens = SwiftTokenizer.tokens(of: attribute)
    guard let open = tokens.firstIndex(where: { $0.text == "(" }), let close = tokens.closingIndex(of: open),
      close > open + 1
    else { return ([], [:]) }
    var unlabelled: [String] = []
    var labelled: [String: String] = [:]
    let commas = tokens.topLevelIndices(in: (open + 1)..<close, where: { $0.text == "," })
    var start = open + 1
    for end in commas + [close] {
      defer { start = end + 1 }
      guard start < end else { continue }
      if start + 1 < end, tokens[start].kind == .identifier, tokens[start + 1].text == ":" {
        labelled[tokens[start].text] = VariableDeclaration.slice(
          attribute, tokens[start + 2].start, tokens[end - 1].end)
      } else {
        unlabelled.append(VariableDeclaration.slice(attribute, tokens[start].start, tokens[end - 1].end))
      }
    }
    return (unlabelled, labelled)
  }
}
