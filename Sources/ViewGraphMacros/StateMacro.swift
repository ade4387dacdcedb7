import Foundation

/// `@State` as Xcode 27 declares it: an accessor macro (`init`, `get`, `set`) and peers `_x`
/// (the `State<Value>` storage) and `$x` (its binding).
///
/// Three shapes, chosen so `self.x = v` and the memberwise initialiser compile where SwiftUI
/// allows them and an initial value stays lazy where nothing can set it:
/// - no initial value (`@State var name: String`): an `init` accessor initialises `_name`,
///   so `self.name = name` in an `init` installs `name` (S57), and the memberwise
///   initialiser takes `name:`;
/// - a typed, non-private one with a value (`@State var height: CGFloat = 20`): an `init`
///   accessor too, so the memberwise initialiser takes `height:` with `20` as its default,
///   as the property wrapper's did; `self.height = v` in an `init` runs after the default
///   is installed and writes through the setter (dropped, with S5's warning), as before.
///   Its value is evaluated with each struct, as the wrapper's was;
/// - an untyped, non-private one whose value alone gives its type (`@State var count = 0`,
///   `Date(…)`) is typed as the compiler types it (``InitialValueType``), and takes this shape;
/// - any other with a value (private, or untyped otherwise: an init accessor needs a type),
///   or an optional with none, which starts at nil: `_x` holds
///   `State(wrappedValue: <value>)`, an autoclosure, so `.lazy` evaluates it once per
///   identity; the memberwise initialiser takes `_x: State<T>` (defaulted) instead of `x:`,
///   and `self.x = v` in an `init` writes through the setter (dropped, with S5's warning).
///   A private one whose type may be private holds it as `_PrivateState` (S253, S313).
///
/// `$x` of an untyped declaration takes its type from `State(wrappedValue: <value>)
/// .projectedValue`, an initialiser the nested `@_StateProjection` accessor turns into a
/// getter: the expression is type-checked, never evaluated.
enum StateMacro {
  struct Shape {
    var declaration: VariableDeclaration
    var initialValue: String?
    var hasInitAccessor: Bool
    var isStatic = false

    /// Private or file-private: its storage must not be wider than its type may be.
    var isPrivate: Bool { ["private", "fileprivate"].contains(declaration.access ?? "") }

    /// A private declaration with a value, whose type may be private too (S253, S313): its
    /// storage holds the `State` as a `_PrivateState`, which names no type, so the storage
    /// stays internal and the memberwise initialiser with it. An untyped one
    /// (`@State private var tab = Tab.home`) whose value is not of a common type takes it too:
    /// the macro cannot tell whether its type is private.
    var holdsPrivateState: Bool {
      guard isPrivate, !isStatic, !hasInitAccessor else { return false }
      guard let type = declaration.type else { return true }
      return !StateMacro.namesOnlyPublicTypes(type)
    }
  }

  /// The variable `@State` is attached to, or nil after an error saying why it cannot hold
  /// state.
  private static func parsedDeclaration(
    _ source: String, in context: inout MacroContext
  ) -> VariableDeclaration? {
    let declaration: VariableDeclaration
    do {
      declaration = try VariableDeclaration.parse(source)
    } catch {
      switch error {
      case .severalBindings:
        context.error(
          "@State applies to one variable at a time\n  found: \(firstLine(source))\n"
            + "  Fix: declare each state property on its own line.")
      case .notAVariable(let found):
        context.error(
          "@State applies to a stored 'var'\n  found: '\(found)'\n"
            + "  Fix: write '@State private var name = value'.")
      case .missingName:
        context.error("@State applies to a named 'var'\n  found: \(firstLine(source))")
      }
      return nil
    }
    if declaration.keyword != "var" {
      context.error(
        "@State requires 'var', not '\(declaration.keyword)'\n  found: \(firstLine(source))\n"
          + "  Fix: write '@State private var \(declaration.name)'.")
      return nil
    }
    return declaration
  }

  /// Types an untyped declaration as the compiler would where its value alone gives the type.
  /// A non-private one stays a memberwise parameter so (`@State var count = 0`, S282); a
  /// private one keeps `State<Int>` storage when the type is a common one, and any other
  /// untyped private one holds `_PrivateState` (S313).
  private static func inferType(of declaration: inout VariableDeclaration, isStatic: Bool) {
    guard declaration.type == nil, let initializer = declaration.initializer, !isStatic,
      let inferred = InitialValueType.infer(initializer)
    else { return }
    let isPrivate = ["private", "fileprivate"].contains(declaration.access ?? "")
    if !isPrivate || namesOnlyPublicTypes(inferred) { declaration.type = inferred }
  }

  static func shape(
    _ attribute: String, _ source: String, in context: inout MacroContext
  ) -> Shape? {
    guard var declaration = parsedDeclaration(source, in: &context) else { return nil }
    // A static one (`@State static var progress = 0.0` in a `PreviewProvider`) compiled with the
    // property wrapper, and does here: storage the type holds, never installed in a view.
    let isStatic = declaration.modifiers.contains("static") || declaration.modifiers.contains("class")
    if isStatic, declaration.initializer == nil, attributeArgument(attribute) == nil,
      !declaration.isOptionalType
    {
      context.error(
        "a static @State needs an initial value\n  found: \(firstLine(source))\n"
          + "  Fix: give it a value, or make it an instance property of the view.")
      return nil
    }
    if declaration.hasAccessorBlock {
      context.error(
        "@State stores its value; '\(declaration.name)' already has accessors\n"
          + "  Fix: remove the accessor block.")
      return nil
    }
    let argument = attributeArgument(attribute)
    var initialValue = declaration.initializer ?? argument
    let implicitNil = initialValue == nil && declaration.isOptionalType
    if implicitNil { initialValue = "nil" }
    if initialValue == nil, declaration.type == nil {
      context.error(
        "@State needs a type or an initial value\n  found: \(firstLine(source))\n"
          + "  Fix: write '@State private var \(declaration.name): <Type>' or give it a value.")
      return nil
    }
    inferType(of: &declaration, isStatic: isStatic)
    // A typed, non-private property with a value is a parameter of the memberwise
    // initialiser (`Face(height: 70)`), as it was with the property wrapper: the init
    // accessor takes it, and the value written is its default. Its value is then evaluated
    // with each struct, as the property wrapper's was (S4's eager mode): an init accessor
    // receives it evaluated. A private one cannot be set from outside, and stays lazy.
    let isMemberwiseParameter =
      declaration.initializer != nil && declaration.type != nil && !isStatic
      && !["private", "fileprivate"].contains(declaration.access ?? "")
    let hasInitAccessor = initialValue == nil || isMemberwiseParameter
    return Shape(
      declaration: declaration, initialValue: initialValue, hasInitAccessor: hasInitAccessor,
      isStatic: isStatic)
  }

  static func accessors(_ attribute: String, _ source: String, in context: inout MacroContext)
    -> String?
  {
    if isPreviewableAtFileScope(source, context) { return "" }
    guard let shape = shape(attribute, source, in: &context) else { return nil }
    let storage = "_" + shape.declaration.bareName
    var result = ""
    if shape.hasInitAccessor {
      result += """
        @storageRestrictions(initializes: \(storage))
        init(initialValue) {
          \(storage) = State(initialValue: initialValue)
        }

        """
    }
    // A static property's setter cannot be `nonmutating`, nor can a class's (S283): neither
    // needs the mutation a struct's setter would otherwise ask of its caller.
    let setter = shape.isStatic || context.isInReferenceType ? "set" : "nonmutating set"
    // The compiler drops a stored property's observers once a macro makes it computed, so
    // the setter runs them itself, each in a closure of its own so its `return` ends only
    // the observer, as in a stored property's `willSet`/`didSet`.
    var setBody = ""
    let declaration = shape.declaration
    if let didSet = declaration.didSet {
      setBody += "let \(didSet.parameter) = \(storage).wrappedValue\n"
    }
    if let willSet = declaration.willSet {
      setBody += "_ = { (\(willSet.parameter)) in\(willSet.body)}(newValue)\n"
    }
    setBody +=
      shape.holdsPrivateState
      ? "\(storage)._setWrappedValue(newValue)" : "\(storage).wrappedValue = newValue"
    if let didSet = declaration.didSet {
      setBody += "\n_ = { (\(didSet.parameter)) in\(didSet.body)}(\(didSet.parameter))"
    }
    let read = shape.holdsPrivateState ? "\(storage)._wrappedValue()" : "\(storage).wrappedValue"
    result += """
      get {
        \(read)
      }
      \(setter) {
      \(PreviewMacro.indent(setBody))
      }
      """
    return result
  }

  static func peers(_ attribute: String, _ source: String, in context: inout MacroContext)
    -> String?
  {
    if isPreviewableAtFileScope(source, context) { return "" }
    guard let shape = shape(attribute, source, in: &context) else { return nil }
    let declaration = shape.declaration
    let storage = "_" + declaration.bareName
    let projection = "$" + declaration.bareName
    let access = declaration.access.map { $0 + " " } ?? ""
    let typeArgument = declaration.type.map { "<\($0)>" } ?? ""
    // Static storage is a `let`: `State` writes through its box, and a `static let` of a
    // main-actor type is isolated, so Swift 6 accepts it.
    // A private static one's storage is as private as it, so a private type fits it: a static
    // property is no parameter of the memberwise initialiser.
    let stored = shape.isStatic ? (shape.isPrivate ? access : "") + "static let" : "var"
    let computed = shape.isStatic ? "static var" : "var"
    var result = ""
    // Storage is never `private`: a private stored property with a value would make the
    // memberwise initialiser private, which the property wrapper's `_x` never did.
    if let initialValue = shape.initialValue, shape.holdsPrivateState {
      result += "var \(storage) = _PrivateState(State\(typeArgument)(wrappedValue: \(initialValue)))\n"
    } else if let initialValue = shape.initialValue, !shape.hasInitAccessor {
      result += "\(stored) \(storage) = State\(typeArgument)(wrappedValue: \(initialValue))\n"
    } else if let type = declaration.type {
      // With no value the memberwise initialiser takes the property itself, at its own
      // access: storage as private as the property fits a private type too (S253).
      let storageAccess =
        shape.isPrivate && !namesOnlyPublicTypes(type) ? "\(declaration.access ?? "private") " : ""
      result += "\(storageAccess)var \(storage): State<\(type)>\n"
    }
    if let type = declaration.type, shape.holdsPrivateState {
      result += """
        \(access)\(computed) \(projection): State<\(type)>._Projection {
          \(storage)._projectedValue()
        }
        """
    } else if let type = declaration.type {
      result += """
        \(access)\(computed) \(projection): State<\(type)>._Projection {
          \(storage).projectedValue
        }
        """
    } else if let initialValue = shape.initialValue {
      result += """
        @_StateProjection \(access)\(computed) \(projection) = State(wrappedValue: \(initialValue)).projectedValue
        """
    }
    return result
  }

  /// `@_StateProjection var $x = …`: the getter that replaces the type-giving initialiser.
  /// A private instance one belongs to an untyped private `@State`, whose storage is a
  /// `_PrivateState` (S313): its binding takes its type from `$x`'s.
  static func projectionAccessors(_ source: String, in context: inout MacroContext) -> String? {
    guard let declaration = try? VariableDeclaration.parse(source),
      declaration.bareName.hasPrefix("$")
    else {
      context.error("@_StateProjection is ViewGraph's own; it applies to the '$x' @State writes.")
      return nil
    }
    let isStatic = declaration.modifiers.contains("static") || declaration.modifiers.contains("class")
    let holdsPrivateState = ["private", "fileprivate"].contains(declaration.access ?? "") && !isStatic
    let read = holdsPrivateState ? "._projectedValue()" : ".projectedValue"
    return """
      get {
        _\(declaration.bareName.dropFirst())\(read)
      }
      """
  }

  /// `@Previewable @State var x` at file scope: `@Previewable` reports it, once, and
  /// `@State` leaves the declaration alone so no second error comes from its expansion.
  static func isPreviewableAtFileScope(_ source: String, _ context: MacroContext) -> Bool {
    context.lexicalContext.isEmpty
      && SwiftTokenizer.tokens(of: source).contains { $0.kind == .attribute && $0.text == "@Previewable" }
  }

  /// The value in `@State(initialValue: v)` or `@State(wrappedValue: v)`.
  static func attributeArgument(_ attribute: String) -> String? {
    let tokens = SwiftTokenizer.tokens(of: attribute)
    guard let open = tokens.firstIndex(where: { $0.text == "(" }),
      let close = tokens.closingIndex(of: open), open + 3 < close,
      ["initialValue", "wrappedValue"].contains(tokens[open + 1].text),
      tokens[open + 2].text == ":"
    else { return nil }
    return VariableDeclaration.slice(attribute, tokens[open + 3].start, tokens[close - 1].end)
  }

  /// Whether every name in `type` is one of the standard library's, Foundation's,
  /// CoreGraphics' or SwiftUI's common value types, which are never private: such a
  /// private `@State` keeps its `State<T>` storage.
  static func namesOnlyPublicTypes(_ type: String) -> Bool {
    let names = SwiftTokenizer.tokens(of: type).filter { $0.kind == .identifier }.map(\.text)
    return names.allSatisfy { publicTypeNames.contains($0) }
  }

  static let publicTypeNames: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "Bool", "String", "Character", "Substring", "Optional",
    "Array", "Set", "Dictionary", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval",
    "Duration", "Locale", "Calendar", "TimeZone", "IndexSet", "CGSize", "CGPoint", "CGRect",
    "CGVector", "Color", "Font", "Angle", "UnitPoint", "Edge", "EdgeInsets", "Alignment",
    "Visibility", "ColorScheme", "NavigationPath", "Task", "Void", "Never", "Error", "Any",
    "AnyObject", "Swift", "Foundation", "SwiftUI",
  ]

  static func firstLine(_ source: String) -> String {
    let line = source.split(separator: "\n").first.map(String.init) ?? source
    return line.trimmingCharacters(in: .whitespaces)
  }
}
