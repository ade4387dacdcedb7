import Foundation

/// `#Preview`: the preview is compiled against ViewGraph as written, and registered as a
/// fixture a test can list and mount (`Previews.all` in StateHarness).
///
/// The expansion declares a main-actor function building the content (the body under
/// `@ViewBuilder`, as SwiftUI types it), and a record in the `swift5_tests` section — the
/// section Swift Testing discovers its tests from, with a kind of ViewGraph's own that
/// Swift Testing skips. Nothing runs at load time: the records are read when a test asks.
///
/// `@Previewable` declarations at the top of the body become `@State` properties of a
/// generated view whose body is the rest, as SwiftUI does.
enum PreviewMacro {
  /// `'vgpv'`: ViewGraph preview, distinct from Swift Testing's `'test'` and `'exit'`.
  static let recordKind = "0x76677076"

  struct Arguments {
    var name: String?
    var traits: [String] = []
    var arguments: String?
    var body: String?
  }

  static func expand(_ source: String, in context: inout MacroContext) -> String? {
    // Inside a type the expansion's functions and records would be members, and the
    // compiler would answer with errors about them under mangled names: one diagnostic at
    // the user's line instead (S286).
    if let enclosing = context.enclosingTypeKeyword {
      context.error(
        "#Preview belongs at file scope, not inside a \(enclosing)\n"
          + "  found: \(StateMacro.firstLine(source))\n"
          + "  Fix: move the #Preview out of the \(enclosing), below it in the same file.")
      return nil
    }
    guard let arguments = parse(source, in: &context) else { return nil }
    guard let body = arguments.body else {
      context.error(
        "#Preview needs a body that returns the view to preview\n"
          + "  found: \(StateMacro.firstLine(source))\n  Fix: write '#Preview { MyView() }'.")
      return nil
    }
    let make = context.makeUniqueName("make")
    let traits = context.makeUniqueName("traits")
    let accessor = context.makeUniqueName("accessor")
    let record = context.makeUniqueName("record")
    guard let makeDeclaration = makeFunction(named: make, arguments: arguments, body: body, in: &context)
    else { return nil }
    var declarations = [makeDeclaration]
    let traitList = arguments.traits.joined(separator: ", ")
    declarations.append(
      """
      @MainActor private func \(traits)() -> [__PreviewRegistration.ViewTrait] {
        [\(traitList)]
      }
      """)
    declarations.append(
      registration(
        name: arguments.name ?? "nil", accessor: accessor, record: record, traits: traits, make: make,
        location: context.location))
    return declarations.joined(separator: "\n")
  }

  /// The function that makes the preview's views: from its arguments, from its body, or
  /// through a view holding the body's `@Previewable` properties; nil after an error.
  private static func makeFunction(
    named make: String, arguments: Arguments, body: String, in context: inout MacroContext
  ) -> String? {
    let closure = splitClosure(body)
    if arguments.arguments != nil {
      if !closure.previewables.isEmpty {
        context.error(
          "ViewGraph does not support @Previewable in a #Preview with 'arguments:'\n"
            + "  Fix: keep the state in a view of your own, or drop 'arguments:'.")
        return nil
      }
      return """
        @MainActor private func \(make)() -> [(label: String?, view: any View)] {
          func build<Argument>(_ arguments: [Argument], @ViewBuilder body: (Argument) -> any View) -> [(label: String?, view: any View)] {
            arguments.map { (String(describing: $0), body($0)) }
          }
          return build(\(arguments.arguments!)) \(body)
        }
        """
    } else if closure.previewables.isEmpty {
      return """
        @MainActor private func \(make)() -> [(label: String?, view: any View)] {
          func build(@ViewBuilder body: () -> any View) -> any View {
            body()
          }
          return [(nil, build \(body))]
        }
        """
    } else {
      let view = context.makeUniqueName("Previewable")
      let properties = closure.previewables.joined(separator: "\n")
      return """
        @MainActor private struct \(view): View {
        \(indent(properties))
          var body: some View {
        \(indent(closure.rest, by: 4))
          }
        }
        @MainActor private func \(make)() -> [(label: String?, view: any View)] {
          [(nil, \(view)())]
        }
        """
    }
  }

  /// The record that registers the preview, in the test content section Swift Testing
  /// reads, with the accessor that builds it.
  private static func registration(
    name: String, accessor: String, record: String, traits: String, make: String,
    location: PluginMessage.SourceLocation
  ) -> String {
    let fileID = stringLiteral(location.fileID)
    return """
      #if compiler(>=6.3)
      private nonisolated let \(accessor): __PreviewContentRecordAccessor = { outValue, type, _, _ in
        __PreviewRegistration.store(
          name: \(name), fileID: \(fileID), line: \(location.line), column: \(location.column),
          traits: { \(traits)() }, make: { \(make)() }, into: outValue, asTypeAt: type)
      }
      #if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD) || os(WASI)
      @section("swift5_tests")
      #elseif os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      @section("__DATA_CONST,__swift5_tests")
      #elseif os(Windows)
      @section(".sw5test$B")
      #endif
      @used
      private nonisolated let \(record): __PreviewContentRecord = (
        \(recordKind), 0, { unsafe \(accessor)($0, $1, $2, $3) }, 0, 0
      )
      #endif
      """
  }

  /// `#Preview("Name", traits: .a, .b) { … }`, or with `body:` as an argument.
  static func parse(_ source: String, in context: inout MacroContext) -> Arguments? {
    let tokens = SwiftTokenizer.tokens(of: source)
    var result = Arguments()
    guard let macroName = tokens.firstIndex(where: { $0.text == "Preview" }) else {
      context.error("#Preview expected\n  found: \(StateMacro.firstLine(source))")
      return nil
    }
    var position = macroName + 1
    if position < tokens.count, tokens[position].text == "(",
      let close = tokens.closingIndex(of: position)
    {
      var label: String?
      for argument in splitArguments(tokens, source, from: position + 1, to: close) {
        if let newLabel = argument.label { label = newLabel }
        switch label {
        case nil where result.name == nil && result.traits.isEmpty:
          result.name = argument.value
        case "traits"?, "_"?:
          result.traits.append(argument.value)
        case "arguments"?:
          result.arguments = argument.value
        case "body"?:
          result.body = argument.value
        case let other?:
          context.error(
            "ViewGraph does not offer #Preview with '\(other):'\n"
              + "  found: \(StateMacro.firstLine(source))\n"
              + "  ViewGraph previews views: '#Preview(_:traits:_:body:)', '#Preview(_:body:)' and "
              + "'#Preview(_:traits:arguments:body:)'. Widget, camera and window-style previews "
              + "need frameworks ViewGraph does not stand in for.")
          return nil
        default:
          result.traits.append(argument.value)
        }
        // Unlabelled arguments after `traits:` are its additional traits.
        if label == "traits" { label = "_" }
      }
      position = close + 1
    }
    if position < tokens.count, tokens[position].text == "{",
      let close = tokens.closingIndex(of: position)
    {
      result.body = VariableDeclaration.slice(source, tokens[position].start, tokens[close].end)
      if close + 1 < tokens.count {
        context.error(
          "ViewGraph does not offer #Preview with a second trailing closure\n"
            + "  found: '\(tokens[close + 1].text)' after the body (camera previews are visionOS's)")
        return nil
      }
    } else if position < tokens.count {
      context.error("#Preview's body is unbalanced\n  found: \(StateMacro.firstLine(source))")
      return nil
    }
    return result
  }

  struct Argument {
    var label: String?
    var value: String
  }

  static func splitArguments(_ tokens: [SwiftToken], _ source: String, from start: Int, to end: Int)
    -> [Argument]
  {
    guard start < end else { return [] }
    let commas = tokens.topLevelIndices(in: start..<end, where: { $0.text == "," })
    var bounds: [(Int, Int)] = []
    var first = start
    for comma in commas {
      bounds.append((first, comma))
      first = comma + 1
    }
    bounds.append((first, end))
    return bounds.compactMap { lower, upper in
      guard lower < upper else { return nil }
      var valueStart = lower
      var label: String?
      if upper - lower >= 2, tokens[lower].kind == .identifier, tokens[lower + 1].text == ":" {
        label = tokens[lower].text
        valueStart = lower + 2
      }
      guard valueStart < upper else { return nil }
      return Argument(
        label: label,
        value: VariableDeclaration.slice(source, tokens[valueStart].start, tokens[upper - 1].end))
    }
  }

  /// The body's leading `@Previewable` declarations (without the attribute) and the rest.
  static func splitClosure(_ closure: String) -> (previewables: [String], rest: String) {
    let inner = String(closure.dropFirst().dropLast())
    let tokens = SwiftTokenizer.tokens(of: inner)
    let bytes = Array(inner.utf8)
    var previewables: [String] = []
    var position = 0
    var restStart = 0
    while position < tokens.count, tokens[position].text == "@Previewable" {
      // The declaration ends where a token at depth zero starts a new line and does not
      // continue the expression (`.member`, an operator).
      var depth = 0
      var end = position + 1
      // Attributes may stand on lines of their own (`@Previewable @State` above `var x`):
      // the declaration goes on at least to its `var` or `let`.
      var reachedBinding = false
      while end < tokens.count {
        let token = tokens[end]
        if ["(", "[", "{"].contains(token.text) { depth += 1 }
        if [")", "]", "}"].contains(token.text) { depth -= 1 }
        if depth == 0, ["var", "let"].contains(token.text) { reachedBinding = true }
        if end + 1 < tokens.count, depth == 0, reachedBinding {
          let next = tokens[end + 1]
          let newline = bytes[token.end..<next.start].contains(UInt8(ascii: "\n"))
          let continues = next.kind == .punctuation && ![";", "@"].contains(next.text) && next.text != "#"
          // A line ending in `=`, `,` or a binary operator goes on below (`var text =` with
          // a long literal on the next line).
          let pending =
            token.kind == .punctuation && ![")", "]", "}", "?", "!", ">", ";"].contains(token.text)
          if newline && !continues && !pending || next.text == ";" { break }
        }
        end += 1
      }
      end = min(end, tokens.count - 1)
      previewables.append(
        VariableDeclaration.slice(inner, tokens[position + 1].start, tokens[end].end))
      position = end + 1
      if position < tokens.count, tokens[position].text == ";" { position += 1 }
      restStart = position < tokens.count ? tokens[position].start : bytes.count
    }
    let rest = previewables.isEmpty ? inner : String(decoding: bytes[restStart...], as: UTF8.self)
    return (previewables, rest.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// `@Previewable` itself expands to nothing: `#Preview` moves the declaration into the
  /// view it generates. Outside a preview it is a mistake worth saying.
  static func previewablePeers(_ source: String, in context: inout MacroContext) -> String? {
    // At file scope (no lexical context) the declaration is a global, which `@State` cannot
    // wrap: that is this one diagnostic, and `@State` expands to nothing there (S286).
    if !context.lexicalContext.contains(where: { $0.source.contains("#Preview") }) {
      context.error(
        "@Previewable belongs at the top of a #Preview body\n"
          + "  found: \(StateMacro.firstLine(source))\n"
          + "  Fix: remove @Previewable, or move the declaration into '#Preview { … }'.")
    }
    return ""
  }

  static func stringLiteral(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\""
  }

  static func indent(_ text: String, by spaces: Int = 2) -> String {
    let pad = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
  }
}
