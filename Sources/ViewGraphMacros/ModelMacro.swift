/// `@Model` as SwiftData declares it: a member macro (the members a store needs), a member
/// attribute macro (`@_PersistedProperty` on each persisted property) and an extension macro
/// (`PersistentModel` and `Observable`).
///
/// A persisted property keeps its value in a peer `_name`, is observed through the model's
/// registrar as `@Observable` would observe it, and tells the model's context when it
/// changes. `__snapshot()`/`__restore(_:)` read and write every persisted value (a rollback
/// puts the saved ones back); `__relationships()` lists the properties holding models, with
/// their delete rules.
enum ModelMacro {
  static func members(_ declaration: String, in context: inout MacroContext) -> String? {
    guard isClass(declaration) else {
      context.error(
        "@Model applies to a class\n  found: \(StateMacro.firstLine(declaration))\n"
          + "  Fix: declare the model as 'final class'.")
      return nil
    }
    let members = ModelMembers.split(declaration)
    let properties = members.compactMap(ModelProperty.parse)
    let names = properties.map { "\"\($0.name)\"" }.joined(separator: ", ")
    let unique =
      properties.filter(\.isUnique).map { [$0.name] } + ModelMembers.uniqueConstraints(members)
    let uniqueList = unique.map { "[" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
      .joined(separator: ", ")
    let originals = properties.compactMap { property in
      property.originalName.map { "\"\(property.name)\": \($0)" }
    }
    let snapshot = properties.map { "\"\($0.name)\": _\($0.name) as Any" }.joined(separator: ", ")
    let restores = properties.map(restore)
    let relationships = properties.map(relationship)
    // `inverse:` is registered once per type, when its first instance is made, so that the
    // other side's setter, which does not name it, keeps this side in step.
    let typeName = className(declaration) ?? "Self"
    let registrations = properties.compactMap { property in
      property.inverse.map {
        "__ModelRelationships.register(\\\(typeName).\(property.declaration.name), inverse: \($0))"
      }
    }
    return """
      public let __persistence = __ModelPersistence(registering: \(typeName).__inverseRegistration)
      private static let __inverseRegistration: Void = {
      \(PreviewMacro.indent(registrations.joined(separator: "\n")))
      }()
      private let _$observationRegistrar = Observation.ObservationRegistrar()
      public static var __schema: __ModelSchema {
        __ModelSchema(
          properties: [\(names)], uniqueConstraints: [\(uniqueList)],
          originalNames: [\(originals.isEmpty ? ":" : originals.joined(separator: ", "))])
      }
      public func __snapshot() -> [String: Any] {
        [\(snapshot.isEmpty ? ":" : snapshot)]
      }
      public func __restore(_ values: [String: Any]) {
      \(PreviewMacro.indent(restores.joined(separator: "\n")))
      }
      public func __relationships() -> [__ModelRelationship] {
        let all: [__ModelRelationship] = [
      \(PreviewMacro.indent(relationships.joined(separator: ",\n"), by: 4))
        ]
        return all.filter { !$0.models.isEmpty }
      }
      """
  }

  /// The statement of `__restore(_:)` that puts a property's saved value back, observed.
  private static func restore(_ property: ModelProperty) -> String {
    "_$observationRegistrar.withMutation(of: self, keyPath: \\.\(property.declaration.name)) {\n"
      + "  __ModelRelationships.restore(&_\(property.name), from: values[\"\(property.name)\"])\n}"
  }

  /// The entry of `__relationships()` for a property: the models it holds, its delete rule, and
  /// how to take one of them out.
  private static func relationship(_ property: ModelProperty) -> String {
    """
    __ModelRelationship(
      name: "\(property.name)", deleteRule: .\(property.deleteRule),
      models: __ModelRelationships.models(in: _\(property.name)),
      remove: { [unowned self] model in
        self.\(property.declaration.name) = __ModelRelationships.removing(model, from: self.\(property.declaration.name))
      })
    """
  }

  static func memberAttributes(_ member: String) -> String? {
    ModelProperty.parse(member) == nil ? "" : "@_PersistedProperty"
  }

  static func extensions(_ type: String, conformances: String?) -> String {
    let needed = SwiftTokenizer.tokens(of: conformances ?? "").filter { $0.kind == .identifier }
      .map(\.text).filter { ["PersistentModel", "Observable"].contains($0) }
    guard !needed.isEmpty else { return "" }
    return
      "extension \(type.trimmingCharacters(in: .whitespacesAndNewlines)): \(needed.joined(separator: ", ")) {}"
  }

  private static func className(_ declaration: String) -> String? {
    let tokens = SwiftTokenizer.tokens(of: declaration)
    guard let keyword = tokens.firstIndex(where: { $0.text == "class" }), keyword + 1 < tokens.count else {
      return nil
    }
    return tokens[keyword + 1].text
  }

  private static func isClass(_ declaration: String) -> Bool {
    for token in SwiftTokenizer.tokens(of: declaration) where token.kind == .identifier {
      switch token.text {
      case "class": return true
      case "struct", "enum", "actor", "protocol", "extension": return false
      default: continue
      }
    }
    return false
  }
}

/// `@_PersistedProperty`, which `@Model` puts on each persisted property: the storage peer
/// `_name` and the accessors that observe it and report changes to the model's context.
enum PersistedPropertyMacro {
  static func accessors(_ source: String, in context: inout MacroContext) -> String? {
    guard let property = ModelProperty.parse(source) else {
      context.error("@_PersistedProperty is @Model's own; it applies to a stored 'var' of a model.")
      return nil
    }
    let declaration = property.declaration
    let storage = "_" + property.name
    var setBody = ""
    setBody += "let __oldValue = \(storage)\n"
    if let willSet = declaration.willSet {
      setBody += "_ = { (\(willSet.parameter)) in\(willSet.body)}(newValue)\n"
    }
    setBody += """
      _$observationRegistrar.withMutation(of: self, keyPath: \\.\(declaration.name)) {
        \(storage) = newValue
      }

      """
    if let inverse = property.inverse {
      setBody += "__ModelRelationships.update(self, from: __oldValue, to: newValue, inverse: \(inverse))\n"
    } else {
      setBody +=
        "__ModelRelationships.updateRegisteredInverse(of: self, \\.\(declaration.name), from: __oldValue, to: newValue)\n"
    }
    setBody += "__persistence.didChange(self)"
    if let didSet = declaration.didSet {
      setBody += "\n_ = { (\(didSet.parameter)) in\(didSet.body)}(__oldValue)"
    }
    return """
      @storageRestrictions(initializes: \(storage))
      init(initialValue) {
        \(storage) = initialValue
      }
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(declaration.name))
        return \(storage)
      }
      set {
      \(PreviewMacro.indent(setBody))
      }
      """
  }

  static func peers(_ source: String, in context: inout MacroContext) -> String? {
    guard let property = ModelProperty.parse(source) else { return nil }
    let declaration = property.declaration
    if let type = declaration.type ?? declaration.initializer.flatMap(InitialValueType.infer) {
      return "@Transient private var _\(property.name): \(type)"
    }
    guard let initializer = declaration.initializer else {
      context.error(
        "@Model needs a type or an initial value\n  found: \(StateMacro.firstLine(source))\n"
          + "  Fix: write 'var \(property.name): <Type>'.")
      return nil
    }
    return "@Transient private var _\(property.name) = \(initializer)"
  }
}
