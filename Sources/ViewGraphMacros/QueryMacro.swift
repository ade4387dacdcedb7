/// `@Query` as SwiftData declares it with Xcode 27: an accessor macro (`get`) and a peer `_x`
/// holding the `Query<Element, Result>` the arguments describe.
///
/// The peer names its generic arguments from the declared type (`[Trip]` gives
/// `Query<[Trip].Element, [Trip]>`, a type alias of an array too), which a property wrapper
/// with no arguments could not infer; the attribute's arguments are passed on as written.
enum QueryMacro {
  static func accessors(_ source: String, in context: inout MacroContext) -> String? {
    guard let declaration = declaration(source, in: &context) else { return nil }
    return """
      get {
        _\(declaration.bareName).wrappedValue
      }
      """
  }

  static func peers(_ attribute: String, _ source: String, in context: inout MacroContext) -> String? {
    guard let declaration = declaration(source, in: &context), let type = declaration.type else { return nil }
    let element = "\(type).Element"
    let access = declaration.access.map { $0 == "private" || $0 == "fileprivate" ? "" : $0 + " " } ?? ""
    return "\(access)var _\(declaration.bareName) = Query<\(element), \(type)>(\(arguments(attribute)))"
  }

  private static func declaration(_ source: String, in context: inout MacroContext) -> VariableDeclaration? {
    guard let declaration = try? VariableDeclaration.parse(source), declaration.keyword == "var",
      declaration.type != nil, declaration.initializer == nil
    else {
      context.error(
        "@Query applies to a 'var' with a type and no value\n  found: \(StateMacro.firstLine(source))\n"
          + "  Fix: write '@Query private var items: [Item]'.")
      return nil
    }
    return declaration
  }

  /// The text between the attribute's parentheses, or nothing.
  private static func arguments(_ attribute: String) -> String {
    let tokens = SwiftTokenizer.tokens(of: attribute)
    guard let open = tokens.firstIndex(where: { $0.text == "(" }), let close = tokens.closingIndex(of: open),
      close > open + 1
    else { return "" }
    return VariableDeclaration.slice(attribute, tokens[open + 1].start, tokens[close - 1].end)
  }
}
