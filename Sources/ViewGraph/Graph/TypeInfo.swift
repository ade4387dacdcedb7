@_spi(Reflection) import Swift

/// What the graph knows about one type, computed once and cached: the installers of its
/// dynamic properties, how to tell whether a new value is the same graph input as the old
/// one (SEMANTICS S37), and, for views, how to drive it.
///
/// Not generic on purpose. Everything the graph does per render goes through this record's
/// closures, which were made once in a generic context and captured the concrete types
/// they need, and take the value by address. Generic code that is not specialized would
/// instead look up the metadata of every generic type it names (`Installer<Row>`,
/// `Witness<Row>`) in the runtime's hash table, on every call: that was most of a mount.
///
/// Installers reach their field by the offset the runtime reports, which exists for every
/// stored field — `let`s and fields beside closures included — so each is installed and
/// updated in place in the node's own copy of the view (S56). They never touch a struct
/// the graph does not own.
@MainActor
final class TypeInfo {
  /// Installers of the dynamic properties, flattened in declaration order; each claims
  /// storage slots in the same order on every evaluation, so slot indices are stable.
  let installers: [PropertyInstaller]
  /// Whether the values at two addresses are the same input (plain data by value,
  /// references by identity, `Equatable` by `==`, closures never). Made at the first
  /// comparison, not with the record: most types a test mounts are never compared, and
  /// making it asks the runtime about the type and each of its fields' types.
  var isEqual: RawComparator {
    if let comparator { return comparator }
    let made = makeComparatorOnce.unsafelyUnwrapped()
    comparator = made
    makeComparatorOnce = nil
    return made
  }
  private var comparator: RawComparator?
  private var makeComparatorOnce: (@MainActor () -> RawComparator)?
  /// How the graph drives the type, when it is a primitive view.
  let primitive: PrimitiveWitness?
  /// For a view type: the class of its nodes, so a node is made without naming the
  /// generic class (and looking up its metadata) at every mount.
  let nodeClass: Node.Type?
  /// For a view type: whether it has a `body` of its own.
  let isComposite: Bool
  /// For a view type: where its node keeps the view value, from the node's address.
  let viewOffset: Int
  /// The type this record describes.
  let type: Any.Type
  /// `type`'s identity, kept: children are matched by it on every render.
  let typeID: ObjectIdentifier
  /// The type's short name (``shortTypeName(_:)``), computed on first use: naming a
  /// generic type costs more than mounting a node of it.
  private(set) lazy var typeName = shortTypeName(type)
  /// For a view type: how many storage slots its last installed identity used, to size a
  /// new identity's array at once.
  var slotCount = 0
  /// For a view type: the environment dependencies its identities share, when they collect
  /// the same ones (`TypedNode.install`); set by the first identity that has any.
  var environmentDependencies: [EnvironmentDependency] = []
  /// For a view type: how its nodes list its stored properties (``Node/properties``);
  /// made at the first listing.
  var propertyLayout: PropertyLayout?
  /// For a container view: whether it mounts the views of its tuple content as its own
  /// children (``ContentContainer``); decided at its first visit.
  var foldsTupleContent: Bool?
  /// For a view type: whether its evaluation does nothing, so that a parent may hold it
  /// by value until it is inspected (``LeafChild``): a leaf primitive with no lifecycle,
  /// no environment of its own, no user code and no dynamic property.
  let isValueLeaf: Bool
  /// For a view type: whether it holds a value whose wrappers it installs
  /// (``NestedStateHoldingView``, a style): that value is also held by the environment that
  /// set it, so its boxes are never claimed (``InstallContext/own(_:else:)``).
  let installsHeldValue: Bool
  /// For a view type: whether a parent may hold a value of it by value (``LeafChild``),
  /// and how many levels of views that value stands for below itself: 0 for a leaf, one
  /// more than its tallest child for an ``InertContainer`` whose children all may be held
  /// so; nil when it needs a node. Decided from the types, at the first visit that meets
  /// one (the children's records are made then, not while this one is).
  private(set) lazy var valueHeight: Int? = Self.valueHeight(
    isValueLeaf: isValueLeaf, primitive: primitive, installers: installers)

  init<Subject>(_: Subject.Type) {
    type = Subject.self
    typeID = ObjectIdentifier(Subject.self)
    let kind = metadataKind(of: Subject.self)
    // Each protocol the runtime is first asked about for a type costs a scan of every
    // conformance record in the process (about 250 K instructions here): most of a
    // suite's first uses. Only nominal types conform to protocols, only views to the
    // graph's view protocols: a closure's, a tuple's or a model's record asks none of them.
    let view = kind.canConform ? Subject.self as? any View.Type : nil
    if let view {
      func open<V: View>(_: V.Type) -> (Node.Type, Bool, Int, PrimitiveWitness?) {
        let isComposite = V.Body.self != Never.self
        return (
          TypedNode<V>.self, isComposite, storedFieldOffset("view", in: TypedNode<V>.self),
          // A representable's `Body` is `Never`: a view with a body is never one.
          PrimitiveWitness.make(for: V.self, mayBeRepresentable: !isComposite)
        )
      }
      (nodeClass, isComposite, viewOffset, primitive) = open(view)
    } else {
      (nodeClass, isComposite, viewOffset, primitive) = (nil, false, 0, nil)
    }
    // The field a runtime view holds a stateful value in (a style, S197), if it has one.
    let heldField = view == nil ? nil : (Subject.self as? any NestedStateHoldingView.Type)?.nestedStateField
    installsHeldValue = heldField != nil
    guard kind == .struct else {
      installers = []
      makeComparatorOnce = { makeComparator(Subject.self, kind: kind, fields: nil) }
      isValueLeaf = Self.isValueLeaf(primitive, installers: installers)
      return
    }
    let fields = storedFields(of: Subject.self)
    installers = fields.flatMap { field in
      // A closure, a tuple or a metatype is no wrapper and holds none.
      guard field.kind.canConform else { return [PropertyInstaller]() }
      @MainActor func open<FieldType>(_: FieldType.Type) -> [PropertyInstaller] {
        makeInstallers(
          FieldType.self, name: field.name, offset: field.offset, holdsState: field.name == heldField)
      }
      return open(field.type)
    }
    makeComparatorOnce = { makeComparator(Subject.self, kind: kind, fields: fields) }
    isValueLeaf = Self.isValueLeaf(primitive, installers: installers)
  }

  private static func valueHeight(
    isValueLeaf: Bool, primitive: PrimitiveWitness?, installers: [PropertyInstaller]
  ) -> Int? {
    if isValueLeaf { return 0 }
    guard let primitive, let childTypes = primitive.inertChildTypes, !primitive.runsUserCode,
      primitive.didEvaluate == nil, primitive.willUnmount == nil,
      !primitive.transformsEnvironment, installers.isEmpty
    else { return nil }
    var height = 0
    for type in childTypes {
      guard let childHeight = typeInfo(ofAny: type).valueHeight else { return nil }
      height = max(height, childHeight + 1)
    }
    return height
  }

  private static func isValueLeaf(_ primitive: PrimitiveWitness?, installers: [PropertyInstaller]) -> Bool {
    guard let primitive, primitive.isLeaf else { return false }
    return primitive.didEvaluate == nil && primitive.willUnmount == nil
      && !primitive.transformsEnvironment && !primitive.runsUserCode && installers.isEmpty
  }
}

/// The offset of a class's stored field, as the runtime reports it.
private func storedFieldOffset(_ name: String, in type: AnyClass) -> Int {
  var result: Int?
  // `_EachFieldOptions.classType`, spelled by value: the static is not concurrency-safe.
  _ = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) { field, offset, _, _ in
    if String(cString: field) == name { result = offset }
    return result == nil
  }
  guard let result else { fatalError("\(type) has no stored field \(name)") }
  return result
}

/// One stored field of a struct, as the runtime reports it.
struct StoredField {
  let name: String
  let offset: Int
  let type: Any.Type
  let kind: _MetadataKind
}

/// Every stored field of a struct with its offset, type and kind, as the runtime reports
/// them, in declaration order.
func storedFields(of type: Any.Type) -> [StoredField] {
  var fields: [StoredField] = []
  _ = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
    fields.append(StoredField(name: String(cString: name), offset: offset, type: fieldType, kind: kind))
    return true
  }
  return fields
}

/// The record of `type`, made on first use.
///
/// - Complexity: O(1): a probe of a table keyed by the type's metadata address.
@MainActor func typeInfo<T>(_ type: T.Type) -> TypeInfo {
  TypeInfoCache.shared.info(for: T.self)
}

/// The record of a type known only at run time.
@MainActor func typeInfo(ofAny type: Any.Type) -> TypeInfo {
  func open<T>(_: T.Type) -> TypeInfo { typeInfo(T.self) }
  return _openExistential(type, do: open)
}

/// Whether two values are the same graph input (S37), with the rules of ``TypeInfo``.
@MainActor func graphIsEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  withAddress(of: lhs) { left in
    withAddress(of: rhs) { right in typeInfo(T.self).isEqual(left, right) }
  }
}

/// Compares values of any dynamic type with the same rules as ``graphIsEqual(_:_:)``.
@MainActor func graphEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  graphEqual(lhs, rhs, openingTo: nil)
}

/// `graphEqual`, for the comparator of an existential type: some existentials (a boxed
/// `any Error`) open to their own type, and comparing that again would never end.
@MainActor private func graphEqual(_ lhs: Any, _ rhs: Any, openingTo existential: Any.Type?)
  -> Bool
{
  // Values compared through `Any` (enum payloads, existentials) may nest without bound —
  // a long indirect list. Past this depth they count as changed: the child re-evaluates
  // once more, rather than the comparison exhausting the thread's stack.
  guard ComparisonDepth.current < ComparisonDepth.limit else { return false }
  ComparisonDepth.current += 1
  defer { ComparisonDepth.current -= 1 }
  func open<T>(_ lhs: T) -> Bool {
    if let existential, T.self == existential { return false }
    guard let rhs = rhs as? T else { return false }
    return graphIsEqual(lhs, rhs)
  }
  return open(lhs)
}

/// How deep the comparison running now is in values reached through `Any`.
@MainActor private enum ComparisonDepth {
  static var current = 0
  static let limit = 64
}

/// Installs one dynamic property of a value into a node's storage. The value is passed by
/// address; the installer knows the field's offset and type.
struct PropertyInstaller {
  let name: String
  let install: @MainActor (UnsafeMutableRawPointer, inout InstallContext) -> Void
  /// Accounts for a struct the graph drops without installing (its inputs were equal).
  let discard: @MainActor (UnsafeRawPointer, Node) -> Void
}

/// The installers of one stored field: its own, if it is a wrapper, or those of the wrappers
/// inside it. `holdsState` says that the holder named the field (``NestedStateHoldingView``).
@MainActor private func makeInstallers<FieldType>(
  _: FieldType.Type, name declaredName: String, offset: Int, holdsState isHeld: Bool
) -> [PropertyInstaller] {
  let name = declaredName.hasPrefix("_") ? String(declaredName.dropFirst()) : declaredName
  // A view held in a field (a container's content, a link's label) is a child with a node
  // of its own, and none of the graph's wrappers is a view: only whether it is also a
  // `DynamicProperty` or a holder is asked (each first question about a type scans the
  // runtime's conformance records).
  let isView = FieldType.self is any View.Type
  if !isView, let property = FieldType.self as? any GraphProperty.Type {
    // Nothing to install (a `@Binding`): no installer to call for every row.
    if property.installsNothing { return [] }
    func make<P: GraphProperty>(_: P.Type) -> PropertyInstaller {
      let record = P.installRecord()
      return PropertyInstaller(
        name: name,
        install: { subject, context in
          context.propertyName = name
          (subject + offset).assumingMemoryBound(to: P.self).pointee.install(&context, record: record)
        },
        discard: { subject, node in
          (subject + offset).assumingMemoryBound(to: P.self).pointee.discard(in: node, name: name)
        })
    }
    return [make(property)]
  }
  // User-defined DynamicProperty structs contain wrappers of their own: install those,
  // recursively, then call `update()` (S56). So do the values the families list in
  // `NestedStateHolders` (a modifier, an app, toolbar content), held by the view that
  // mounts them, and the style a `StyleBody` holds (S197).
  let dynamic = FieldType.self as? any DynamicProperty.Type
  guard dynamic != nil || isHeld || NestedStateHolders.holdsState(FieldType.self, isView: isView) else {
    return []
  }
  let inner = typeInfo(FieldType.self).installers
  let update: (@MainActor (UnsafeMutableRawPointer) -> Void)? = dynamic.map { makeUpdate($0) }
  if inner.isEmpty && update == nil { return [] }
  return [
    PropertyInstaller(
      name: name,
      install: { subject, context in
        let field = subject + offset
        for installer in inner { installer.install(field, &context) }
        update?(field)
      },
      discard: { subject, node in
        for installer in inner { installer.discard(subject + offset, node) }
      })
  ]
}

@MainActor private func makeUpdate<D: DynamicProperty>(
  _: D.Type
) -> @MainActor (UnsafeMutableRawPointer) -> Void {
  // The field's type is D (the caller's cast succeeded): update in place, without a copy.
  { field in field.assumingMemoryBound(to: D.self).pointee.update() }
}

/// Two addresses of `Subject` values compared.
typealias RawComparator = @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool

@MainActor private func makeComparator<Subject>(
  _: Subject.Type, kind: _MetadataKind, fields: [StoredField]?
) -> RawComparator {
  func typed(_ compare: @escaping @MainActor (Subject, Subject) -> Bool) -> RawComparator {
    { lhs, rhs in
      compare(
        lhs.assumingMemoryBound(to: Subject.self).pointee,
        rhs.assumingMemoryBound(to: Subject.self).pointee)
    }
  }
  if kind.canConform, let comparable = Subject.self as? any GraphComparable.Type {
    func make<C: GraphComparable>(_: C.Type) -> RawComparator {
      { C.isGraphEqual(at: $0, $1) }
    }
    return make(comparable)
  }
  switch kind {
  case .function:
    return { _, _ in false }
  case .class:
    // A native class reference is one pointer: the same object is the same address (S37).
    return { $0.load(as: UnsafeRawPointer.self) == $1.load(as: UnsafeRawPointer.self) }
  case .objcClassWrapper, .foreignClass:
    // Objective-C and CoreFoundation classes compare by identity too: `==` on them would
    // be `isEqual:`, which SwiftUI does not use.
    return typed { ($0 as AnyObject) === ($1 as AnyObject) }
  case .existential:
    // Compare by the dynamic type of what the existential holds.
    return typed { graphEqual($0, $1, openingTo: Subject.self) }
  case .metatype, .existentialMetatype:
    return typed { ObjectIdentifier($0 as! Any.Type) == ObjectIdentifier($1 as! Any.Type) }
  default:
    break
  }
  // An optional compares as its payload's type does, nil equal to nil (S59), in place:
  // `Optional`'s own `==`, run by code not specialised for its payload, looks up the
  // metadata of a tuple of two optionals at every call (a `NavigationLink` holds four).
  if kind.canConform, let optional = Subject.self as? any OptionalPayload.Type {
    return optional.payloadComparator()
  }
  if let equatable = Subject.self as? any Equatable.Type { return equatableComparator(equatable) }
  if kind == .struct, let fields {
    // Closures always differ (S37), so a struct holding one is always a new input.
    if fields.contains(where: { $0.kind == .function }) { return { _, _ in false } }
    if fields.isEmpty { return { _, _ in true } }
    // Field by field, each at its offset, with its own type's rules.
    let comparators: [(offset: Int, compare: RawComparator)] = fields.map { field in
      @MainActor func open<FieldType>(_: FieldType.Type) -> RawComparator {
        typeInfo(FieldType.self).isEqual
      }
      return (field.offset, open(field.type))
    }
    return { lhs, rhs in
      for field in comparators where !field.compare(lhs + field.offset, rhs + field.offset) {
        return false
      }
      return true
    }
  }
  return typed { mirrorEqual($0, $1) }
}

/// `==` on the values of `type` at two addresses.
private func equatableComparator(_ type: any Equatable.Type) -> RawComparator {
  func make<E: Equatable>(_: E.Type) -> RawComparator {
    { $0.assumingMemoryBound(to: E.self).pointee == $1.assumingMemoryBound(to: E.self).pointee }
  }
  return make(type)
}

/// An `Optional`, whose comparator is its payload type's, nil equal to nil (S59).
private protocol OptionalPayload {
  @MainActor static func payloadComparator() -> RawComparator
  static func isNone(at address: UnsafeRawPointer) -> Bool
}

extension Optional: OptionalPayload {
  /// A payload of an `Equatable` type compares with its `==`, as `Optional`'s `==` does;
  /// any other with the graph's rules for its type (reflecting on the optional would build
  /// two mirrors at every update of every view that stores one: `NavigationLink`'s
  /// `isActive`). A payload is compared where it lies: at the optional's own address.
  @MainActor fileprivate static func payloadComparator() -> RawComparator {
    let equatable = (Wrapped.self as? any Equatable.Type).map(equatableComparator)
    // Called through the protocol, whose witness gets the optional's metadata: named in
    // the closure, it would be looked up in the runtime's table at every comparison.
    let optional: any OptionalPayload.Type = Self.self
    return { lhs, rhs in
      switch (optional.isNone(at: lhs), optional.isNone(at: rhs)) {
      case (true, true): true
      // The payload's info is looked up at the first comparison of two values, not
      // here: this runs while the optional's own info is being built.
      case (false, false): (equatable ?? typeInfo(Wrapped.self).isEqual)(lhs, rhs)
      default: false
      }
    }
  }
}

extension Optional {
  /// Whether the optional at `address` is nil. When it is not, its payload lies at the
  /// same address: an enum with one payload case keeps the payload at its start (the
  /// Swift ABI's layout of single-payload enums).
  @inline(__always) static func isNone(at address: UnsafeRawPointer) -> Bool {
    if case .none = address.assumingMemoryBound(to: Self.self).pointee { return true }
    return false
  }
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

private struct KindProbe<T> { var value: T }

extension _MetadataKind {
  /// Whether a type of this kind can conform to a protocol: a struct, an enum or a class
  /// can; a function, a metatype or an existential cannot, and a tuple only to the few
  /// the standard library gives tuples (`Equatable`, `Hashable`, `Comparable`).
  var canConform: Bool {
    switch self {
    case .function, .tuple, .metatype, .existential, .existentialMetatype: false
    default: true
    }
  }
}

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
///
/// An open-addressing table keyed by the metadata address: a lookup is a multiply, a mask
/// and a compare or two, where a `Dictionary` would run SipHash on every node mounted.
@MainActor
final class TypeInfoCache {
  static let shared = TypeInfoCache()

  @exclusivity(unchecked) private var keys = [UnsafeRawPointer?](repeating: nil, count: 512)
  @exclusivity(unchecked) private var values = [TypeInfo?](repeating: nil, count: 512)
  private var count = 0

  func info<T>(for type: T.Type) -> TypeInfo {
    let key = unsafeBitCast(T.self as Any.Type, to: UnsafeRawPointer.self)
    if let found = lookup(key) { return found }
    // Building may fill the table with the types of the fields first.
    let info = TypeInfo(T.self)
    insert(info, for: key)
    return info
  }

  private func slot(for key: UnsafeRawPointer) -> Int {
    // Fibonacci hashing of the address; metadata is at least 8-byte aligned.
    let hash = UInt(bitPattern: Int(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: hash >> 40) & (keys.count - 1)
  }

  private func lookup(_ key: UnsafeRawPointer) -> TypeInfo? {
    var index = slot(for: key)
    while let candidate = keys[index] {
      if candidate == key { return values[index] }
      index = (index + 1) & (keys.count - 1)
    }
    return nil
  }

  private func insert(_ info: TypeInfo, for key: UnsafeRawPointer) {
    if lookup(key) != nil { return }
    if (count + 1) * 2 > keys.count { grow() }
    var index = slot(for: key)
    while keys[index] != nil { index = (index + 1) & (keys.count - 1) }
    keys[index] = key
    values[index] = info
    count += 1
  }

  private func grow() {
    let old = zip(keys, values).compactMap { key, value in key.map { ($0, value!) } }
    keys = [UnsafeRawPointer?](repeating: nil, count: keys.count * 2)
    values = [TypeInfo?](repeating: nil, count: keys.count)
    count = 0
    for (key, value) in old { insert(value, for: key) }
  }
}

/// Runs `body` with the address of `value`. Nonisolated on purpose: a main-actor closure
/// handed straight to the standard library's `withUnsafePointer` checks the executor each
/// time it runs (Swift 6's dynamic isolation checks); through this function it does not.
nonisolated func withAddress<T, R>(of value: T, _ body: (UnsafeRawPointer) -> R) -> R {
  withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
}
