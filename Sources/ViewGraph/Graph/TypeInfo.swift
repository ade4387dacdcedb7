@_spi(Reflection) import Swift

/// What the graph knows about one type, computed once and cached: its stored fields as
/// key paths, the installers of its dynamic properties, and how to tell whether a new value
/// is the same graph input as the old one (SEMANTICS S37).
///
/// Field access goes through key paths the runtime hands out, never through raw offsets:
/// storage is installed by redirecting references inside the wrappers, so nothing is ever
/// written into a view struct's memory.
@MainActor
final class TypeInfo<Subject> {
  struct Field {
    let name: String
    let keyPath: PartialKeyPath<Subject>
  }

  /// The runtime's kind of this type (struct, class, enum, function…).
  let kind: _MetadataKind
  /// Stored fields in declaration order (structs only).
  let fields: [Field]
  /// Installers of the dynamic properties, flattened in declaration order; each claims
  /// storage slots in the same order on every evaluation, so slot indices are stable.
  let installers: [PropertyInstaller<Subject>]
  /// Whether two values are the same input (plain data by value, references by
  /// identity, `Equatable` by `==`, closures never).
  let isEqual: @MainActor (Subject, Subject) -> Bool
  /// How the graph drives the type, when it is a primitive view.
  let primitive: PrimitiveWitness<Subject>?

  static var shared: TypeInfo<Subject> { TypeInfoCache.info(for: Subject.self) }

  init() {
    kind = metadataKind(of: Subject.self)
    primitive = PrimitiveWitness.make(for: Subject.self)
    guard kind == .struct else {
      fields = []
      installers = []
      isEqual = makeComparator(kind: kind, fields: [], hasFunctionField: false)
      return
    }
    // Every stored field with its type and kind, as the runtime reports them.
    var declared: [(name: String, type: Any.Type, kind: _MetadataKind)] = []
    _ = _forEachField(of: Subject.self, options: []) { name, _, type, kind in
      declared.append((String(cString: name), type, kind))
      return true
    }
    // Key paths for the same fields. The runtime cannot form key paths to some fields
    // (closures, for one) and then stops early: the list is only used when complete.
    var fields: [Field] = []
    let enumerated = _forEachFieldWithKeyPath(of: Subject.self, options: []) { name, keyPath in
      fields.append(Field(name: String(cString: name), keyPath: keyPath))
      return true
    }
    let hasFunctionField = declared.contains { $0.kind == .function }
    if enumerated && fields.count == declared.count {
      self.fields = fields
      self.installers = fields.compactMap { field in
        @MainActor func open<FieldType>(_ type: FieldType.Type) -> PropertyInstaller<Subject>? {
          makeInstaller(type, field: field)
        }
        let valueType: Any.Type = type(of: field.keyPath).valueType
        return open(valueType)
      }
    } else {
      self.fields = []
      let hasDynamicProperties = declared.contains { isDynamicPropertyType($0.type) }
      self.installers = hasDynamicProperties ? [mirrorInstaller()] : []
    }
    self.isEqual = makeComparator(
      kind: kind, fields: self.fields, hasFunctionField: hasFunctionField)
  }
}

/// Whether values of this type carry storage the graph installs.
@MainActor func isDynamicPropertyType(_ type: Any.Type) -> Bool {
  type is any GraphProperty.Type || type is any DynamicProperty.Type
    || type is any ViewModifier.Type
}

/// Installs by walking the value with `Mirror`, for types whose fields have no key paths.
/// The wrappers hold references, so installing through a copy redirects the original.
@MainActor private func mirrorInstaller<Subject>() -> PropertyInstaller<Subject> {
  PropertyInstaller(
    name: "*",
    install: { subject, context in
      forEachGraphProperty(in: subject) { property, name in
        context.propertyName = name
        property.install(&context)
      }
    },
    discard: { subject, node in
      forEachGraphProperty(in: subject) { property, name in property.discard(in: node, name: name) }
    })
}

@MainActor private func forEachGraphProperty(
  in value: Any, _ body: (any GraphProperty, String) -> Void
) {
  for child in Mirror(reflecting: value).children {
    let label = child.label ?? "?"
    let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
    if let property = child.value as? any GraphProperty {
      body(property, name)
    } else if child.value is any DynamicProperty || child.value is any ViewModifier {
      forEachGraphProperty(in: child.value, body)
    }
  }
}

/// Installs one dynamic property of a value into a node's storage.
struct PropertyInstaller<Subject> {
  let name: String
  let install: @MainActor (inout Subject, inout InstallContext) -> Void
  /// Accounts for a struct the graph drops without installing (its inputs were equal).
  var discard: @MainActor (Subject, Node) -> Void = { _, _ in }
}

@MainActor private func makeInstaller<Subject, FieldType>(
  _: FieldType.Type, field: TypeInfo<Subject>.Field
) -> PropertyInstaller<Subject>? {
  let name = field.name.hasPrefix("_") ? String(field.name.dropFirst()) : field.name
  if let property = FieldType.self as? any GraphProperty.Type {
    func make<P: GraphProperty>(_: P.Type) -> PropertyInstaller<Subject> {
      let keyPath = field.keyPath as! KeyPath<Subject, P>
      return PropertyInstaller(
        name: name,
        install: { subject, context in
          context.propertyName = name
          subject[keyPath: keyPath].install(&context)
        },
        discard: { subject, node in subject[keyPath: keyPath].discard(in: node, name: name) })
    }
    return make(property)
  }
  // User-defined DynamicProperty structs (and ViewModifiers, whose @State lives in the
  // modified view's node) contain wrappers of their own: install those, recursively.
  let isDynamic = FieldType.self is any DynamicProperty.Type
  guard isDynamic || FieldType.self is any ViewModifier.Type else { return nil }
  let inner = TypeInfo<FieldType>.shared.installers
  if let writable = field.keyPath as? WritableKeyPath<Subject, FieldType> {
    let update: ((inout FieldType) -> Void)? =
      if let dynamic = FieldType.self as? any DynamicProperty.Type {
        makeUpdate(dynamic, FieldType.self)
      } else { nil }
    if inner.isEmpty && update == nil { return nil }
    return PropertyInstaller(name: name) { subject, context in
      for installer in inner { installer.install(&subject[keyPath: writable], &context) }
      update?(&subject[keyPath: writable])
    }
  }
  if inner.isEmpty { return nil }
  let keyPath = field.keyPath as! KeyPath<Subject, FieldType>
  return PropertyInstaller(name: name) { subject, context in
    var copy = subject[keyPath: keyPath]
    for installer in inner { installer.install(&copy, &context) }
  }
}

@MainActor private func makeUpdate<D: DynamicProperty, FieldType>(
  _: D.Type, _: FieldType.Type
) -> (inout FieldType) -> Void {
  { field in
    var property = field as! D
    property.update()
    field = property as! FieldType
  }
}

@MainActor private func makeComparator<Subject>(
  kind: _MetadataKind, fields: [TypeInfo<Subject>.Field], hasFunctionField: Bool
) -> @MainActor (Subject, Subject) -> Bool {
  if let comparable = Subject.self as? any GraphComparable.Type {
    func make<C: GraphComparable>(_: C.Type) -> @MainActor (Subject, Subject) -> Bool {
      { C.isGraphEqual($0 as! C, $1 as! C) }
    }
    return make(comparable)
  }
  switch kind {
  case .function:
    return { _, _ in false }
  case .class:
    return { ($0 as AnyObject) === ($1 as AnyObject) }
  case .existential:
    // Compare by the dynamic type of what the existential holds.
    return { graphEqual($0, $1) }
  case .metatype, .existentialMetatype:
    return { ObjectIdentifier($0 as! Any.Type) == ObjectIdentifier($1 as! Any.Type) }
  default:
    break
  }
  if let equatable = Subject.self as? any Equatable.Type {
    func make<E: Equatable>(_: E.Type) -> @MainActor (Subject, Subject) -> Bool {
      { ($0 as! E) == ($1 as! E) }
    }
    return make(equatable)
  }
  if kind == .struct && hasFunctionField {
    // Closures always differ (S37), so a struct holding one is always a new input.
    return { _, _ in false }
  }
  if kind == .struct && !fields.isEmpty {
    let comparators = fields.map { field in
      @MainActor func open<FieldType>(_ type: FieldType.Type) -> @MainActor (Subject, Subject) -> Bool {
        makeFieldComparator(type, keyPath: field.keyPath)
      }
      let valueType: Any.Type = type(of: field.keyPath).valueType
      return open(valueType)
    }
    return { lhs, rhs in comparators.allSatisfy { $0(lhs, rhs) } }
  }
  if kind == .struct && metadataFieldCount(Subject.self) == 0 { return { _, _ in true } }
  return { mirrorEqual($0, $1) }
}

@MainActor private func makeFieldComparator<Subject, Field>(
  _: Field.Type, keyPath: PartialKeyPath<Subject>
) -> @MainActor (Subject, Subject) -> Bool {
  let typed = keyPath as! KeyPath<Subject, Field>
  let info = TypeInfo<Field>.shared
  return { info.isEqual($0[keyPath: typed], $1[keyPath: typed]) }
}

/// Compares values of any dynamic type with the same rules as ``TypeInfo/isEqual``.
@MainActor func graphEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  func open<T>(_ lhs: T) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return TypeInfo<T>.shared.isEqual(lhs, rhs)
  }
  return open(lhs)
}

/// Structural comparison for enums, optionals and tuples, which have no stored fields to
/// reflect on ahead of time.
@MainActor private func mirrorEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  let left = Mirror(reflecting: lhs)
  let right = Mirror(reflecting: rhs)
  guard left.children.count == right.children.count else { return false }
  if left.children.isEmpty {
    // A payload-free enum case prints as its name; anything else opaque is "changed".
    return left.displayStyle == .enum && String(describing: lhs) == String(describing: rhs)
  }
  for (a, b) in zip(left.children, right.children) {
    guard a.label == b.label, graphEqual(a.value, b.value) else { return false }
  }
  return true
}

private func metadataFieldCount(_ type: Any.Type) -> Int {
  var count = 0
  _ = _forEachField(of: type, options: []) { _, _, _, _ in
    count += 1
    return true
  }
  return count
}

private struct KindProbe<T> { var value: T }

/// The runtime's kind of a type, read off a one-field wrapper (the stdlib only reports
/// kinds per field).
func metadataKind(of type: Any.Type) -> _MetadataKind {
  func probe<T>(_: T.Type) -> _MetadataKind {
    var kind = _MetadataKind.unknown
    _ = _forEachField(of: KindProbe<T>.self, options: []) { _, _, _, fieldKind in
      kind = fieldKind
      return false
    }
    return kind
  }
  return probe(type)
}

/// The process-wide cache of ``TypeInfo``, one per type. Main-actor bound like the graph
/// that uses it, so it needs no lock.
@MainActor
enum TypeInfoCache {
  private static var infos: [ObjectIdentifier: AnyObject] = [:]

  static func info<T>(for type: T.Type) -> TypeInfo<T> {
    let key = ObjectIdentifier(type)
    if let info = infos[key] { return unsafeDowncast(info, to: TypeInfo<T>.self) }
    let info = TypeInfo<T>()
    infos[key] = info
    return info
  }
}
