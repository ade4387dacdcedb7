import Foundation

/// `@Entry` on `EnvironmentValues`, `FocusedValues`, `Transaction` or `ContainerValues`: a
/// getter and setter
/// through a generated key, `__Key_<name>`, as SwiftUI generates it. The key's default is a
/// computed property (each read evaluates the declaration's value, as in SwiftUI); an
/// untyped declaration gets its type from the value through `@_EntryDefaultValue`.
enum EntryMacro {
  enum Container: String {
    case environmentValues = "EnvironmentValues"
    case focusedValues = "FocusedValues"
    case transaction = "Transaction"
    case containerValues = "ContainerValues"

    var keyProtocol: String {
      switch self {
      case .environmentValues: "EnvironmentKey"
      case .focusedValues: "FocusedValueKey"
      case .transaction: "TransactionKey"
      case .containerValues: "ContainerValueKey"
      }
    }
  }

  static func container(in context: inout MacroContext) -> Container? {
    let name = context.extendedTypeName ?? "EnvironmentValues"
    if let container = Container(rawValue: name) { return container }
    context.error(
      "@Entry declares a value of EnvironmentValues, FocusedValues, Transaction or ContainerValues\n"
        + "  found: a property of '\(name)'\n"
        + "  Fix: move it into 'extension EnvironmentValues { … }'.")
    return nil
  }

  static func declaration(_ source: String, in context: inout MacroContext) -> VariableDeclaration? {
    guard let declaration = try? VariableDeclaration.parse(source) else {
      context.error(
        "@Entry applies to one 'var' with a value\n  found: \(StateMacro.firstLine(source))\n"
          + "  Fix: write '@Entry var name: Type = defaultValue'.")
      return nil
    }
    if declaration.keyword != "var" {
      context.error(
        "'@Entry' can only be applied to a 'var' declaration\n"
          + "  found: \(StateMacro.firstLine(source))\n  Fix: replace 'let' with 'var'.")
      return nil
    }
    if declaration.hasAccessorBlock {
      context.error(
        "@Entry generates the accessors of '\(declaration.name)'; it has some already\n"
          + "  Fix: remove the accessor block.")
      return nil
    }
    return declaration
  }

  static func accessors(_ source: String, in context: inout MacroContext) -> String? {
    guard container(in: &context) != nil, let declaration = declaration(source, in: &context)
    else { return nil }
    let key = "__Key_\(declaration.bareName)"
    return """
      get {
        self[\(key).self]
      }
      set {
        self[\(key).self] = newValue
      }
      """
  }

  static func peers(_ source: String, in context: inout MacroContext) -> String? {
    guard let container = container(in: &context),
      let declaration = declaration(source, in: &context)
    else { return nil }
    let key = "__Key_\(declaration.bareName)"
    if container == .focusedValues {
      guard let type = declaration.type, declaration.isOptionalType else {
        context.error(
          "A focused value is optional: it is nil while nothing focused publishes it\n"
            + "  found: \(StateMacro.firstLine(source))\n"
            + "  Fix: write '@Entry var \(declaration.name): <Type>?'.")
        return nil
      }
      return """
        private struct \(key): \(container.keyProtocol) {
          typealias Value = \(unwrapped(type))
        }
        """
    }
    var value = declaration.initializer
    if value == nil, declaration.isOptionalType { value = "nil" }
    guard let value else {
      context.error(
        "@Entry needs a default value\n  found: \(StateMacro.firstLine(source))\n"
          + "  Fix: write '@Entry var \(declaration.name): \(declaration.type ?? "Type") = <default>'.")
      return nil
    }
    if let type = declaration.type {
      return """
        private struct \(key): \(container.keyProtocol) {
          static var defaultValue: \(type) {
            \(value)
          }
        }
        """
    }
    return """
      private struct \(key): \(container.keyProtocol) {
        @_EntryDefaultValue static var defaultValue = \(value)
      }
      """
  }

  /// `@_EntryDefaultValue static var defaultValue = v` becomes `get { v }`.
  static func defaultValueAccessors(_ source: String, in context: inout MacroContext) -> String? {
    guard let declaration = try? VariableDeclaration.parse(source), let value = declaration.initializer
    else {
      context.error("@_EntryDefaultValue is ViewGraph's own; it applies to the key @Entry writes.")
      return nil
    }
    return """
      get {
        \(value)
      }
      """
  }

  /// `T?` → `T`, `Optional<T>` → `T`.
  static func unwrapped(_ type: String) -> String {
    let trimmed = type.trimmingCharacters(in: .whitespaces)
    if trimmed.hasSuffix("?") || trimmed.hasSuffix("!") {
      var inner = String(trimmed.dropLast())
      if inner.hasPrefix("("), inner.hasSuffix(")") { inner = String(inner.dropFirst().dropLast()) }
      return inner
    }
    for prefix in ["Optional<", "Swift.Optional<"] where trimmed.hasPrefix(prefix) {
      return String(trimmed.dropFirst(prefix.count).dropLast())
    }
    return trimmed
  }
}
