@_spi(Reflection) import Swift

/// What the graph knows about one type, computed once and cached: its stored fields as
/// key paths, the installers of its dynamic properties, and how to tell whether a new value
/// is the same graph input as the old one (SEMANTICS S37).
///
/// Installers reach their field by the offset the runtime reports, which exists for every
/// stored field — `let`s and fields beside closures included — so each is installed and
/// updated in place in the node's own copy of the view (S56). They never touch a struct
/// the graph does not own.
@MainActor
final class TypeInfo<Subject> {
  struct Field {
    let name: String
    let keyPath: PartialKeyPath<Subject>
  }

  /// The runtime's kind of this type (struct, class, enum, function…).
  let kind: _MetadataKind
  /// Stored fields in declaration order (structs only), when the runtime can form key
  /// paths to all of them.
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
    // Every stored field with its offset, type and kind, as the runtime reports them.
    var declared: [(name: String, offset: Int, type: Any.Type, kind: _MetadataKind)] = []
    _ = _forEachField(of: Subject.self, options: []) { name, offset, type, kind in
      declared.append((String(cString: name), offset, type, kind))
      return true
    }
    self.installers = declared.compactMap { field in
      @MainActor func open<FieldType>(_: FieldType.Type) -> PropertyInstaller<Subject>? {
        makeInstaller(FieldType.self, name: field.name, offset: field.offset)
      }
      return open(field.type)
    }
    // Key paths for the same fields, for the comparator. The runtime cannot form key paths
    // to some fields (closures, for one) and then stops early: only a complete list is used.
    var fields: [Field] = []
    let enumerated = _forEachFieldWithKeyPath(of: Subject.self, options: []) { name, keyPath in
      fields.append(Field(name: String(cString: name), keyPath: keyPath))
      return true
    }
    self.fields = enumerated && fields.count == declared.count ? fields : []
    let hasFunctionField = declared.contains { $0.kind == .function }
    self.isEqual = makeComparator(
      kind: kind, fields: self.fields, hasFunctionField: hasFunctionField)
  }
}

/// Installs one dynamic property of a value into a node's storage.
struct PropertyInstaller<Subject> {
  let name: String
  let install: @MainActor (inout Subject, inout InstallContext) -> Void
  /// Accounts for a struct the graph drops without installing (its inputs were equal).
  var discard: @MainActor (Subject, Node) -> Void = { _, _ in }
}

/// Runs `body` on the field at `offset` of `subject`, in place.
@MainActor private func withField<Subject, Field>(
  of subject: inout Subject, at offset: Int, as _: Field.Type, _ body: (inout Field) -> Void
) {
  withUnsafeMutableBytes(of: &subject) { bytes in
    body(&(bytes.baseAddress! + offset).assumingMemoryBound(to: Field.self).pointee)
  }
}

/// A copy of the field at `offset` of `subject`.
@MainActor private func field<Subject, Field>(
  of subject: Subject, at offset: Int, as _: Field.Type
) -> Field {
  withUnsafeBytes(of: subject) { bytes in
    (bytes.baseAddress! + offset).assumingMemoryBound(to: Field.self).pointee
  }
}

@MainActor private func makeInstaller<Subject, FieldType>(
  _: FieldType.Type, name declaredName: String, offset: Int
) -> PropertyInstaller<Subject>? {
  let name = declaredName.hasPrefix("_") ? String(declaredName.dropFirst()) : declaredName
  if let property = FieldType.self as? any GraphProperty.Type {
    func make<P: GraphProperty>(_: P.Type) -> PropertyInstaller<Subject> {
      PropertyInstaller(
        name: name,
        install: { subject, context in
          context.propertyName = name
          withField(of: &subject, at: offset, as: P.self) { $0.install(&context) }
        },
        discard: { subject, node in
          field(of: subject, at: offset, as: P.self).discard(in: node, name: name)
        })
    }
    return make(property)
  }
  // User-defined DynamicProperty structs (and ViewModifiers, whose @State lives in the
  // modified view's node) contain wrappers of their own: install those, recursively, then
  // call `update()` (S56).
  let dynamic = FieldType.self as? any DynamicProperty.Type
  // An app mounted as its first window (`AppRoot`) keeps its `@State` the same way.
  // So does custom toolbar content, mounted by the `_ToolbarContentView` that holds it.
  guard
    dynamic != nil || FieldType.self is any ViewModifier.Type || FieldType.self is any App.Type
      || FieldType.self is any ToolbarContent.Type
  else {
    return nil
  }
  let inner = TypeInfo<FieldType>.shared.installers
  let update: (@MainActor (inout FieldType) -> Void)? = dynamic.map { makeUpdate($0, FieldType.self) }
  if inner.isEmpty && update == nil { return nil }
  return PropertyInstaller(
    name: name,
    install: { subject, context in
      withField(of: &subject, at: offset, as: FieldType.self) { value in
        for installer in inner { installer.install(&value, &context) }
        update?(&value)
      }
    },
    discard: { subject, node in
      let value = field(of: subject, at: offset, as: FieldType.self)
      for installer in inner { installer.discard(value, node) }
    })
}

@MainActor private func makeUpdate<D: DynamicProperty, FieldType>(
  _: D.Type, _: FieldType.Type
) -> @MainActor (inout FieldType) -> Void {
  { field in
    // FieldType is D (the caller's cast succeeded): update in place, without a copy.
    withUnsafeMutablePointer(to: &field) { pointer in
      pointer.withMemoryRebound(to: D.self, capacity: 1) { $0.pointee.update() }
    }
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
  case .class, .objcClassWrapper, .foreignClass:
    // References compare by identity (S37), Objective-C and CoreFoundation classes too:
    // `==` on them would be `isEqual:`, which SwiftUI does not use.
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
    // nil equals nil (S59); a payload-free enum case prints as its name; anything else
    // opaque is "changed".
    if left.displayStyle == .optional { return right.displayStyle == .optional }
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
