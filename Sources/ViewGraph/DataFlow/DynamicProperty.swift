/// A stored property of a view whose storage the graph installs before each `body`, as in
/// SwiftUI. `@State`, `@Binding`, `@Environment` and the rest are dynamic properties; so is
/// any struct of yours that contains them, and the graph installs those recursively.
///
/// ```swift
/// struct Draft: DynamicProperty {
///   @State var text = ""
///   var isEmpty: Bool { text.isEmpty }
/// }
/// struct Composer: View {
///   var draft = Draft()          // its @State lives in Composer's node
///   var body: some View { Text(draft.isEmpty ? "Empty" : draft.text) }
/// }
/// ```
public protocol DynamicProperty {
  /// Called after the graph installed the property's storage, before `body`.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// One of ViewGraph's own wrappers: it knows how to claim storage in a node and how to
/// describe what it holds for an ownership map.
protocol GraphProperty {
  /// Points the property at its identity's storage. Mutating: a wrapper whose per-struct
  /// box another node already claimed (one view value at two positions) takes a box of
  /// its own (S58).
  @MainActor mutating func install(_ context: inout InstallContext)
  /// What every install of this property type needs and would otherwise look up each time
  /// (a generic type this unspecialised code names is a search of the runtime's metadata
  /// table): made once, when the view type's installers are, and handed to
  /// ``install(_:record:)``.
  @MainActor static func installRecord() -> Any.Type?
  /// ``install(_:)``, given what ``installRecord()`` made.
  @MainActor mutating func install(_ context: inout InstallContext, record: Any.Type?)
  /// Whether ``install(_:)`` does nothing (a binding reads through its source wherever it
  /// is): such a property gets no installer, and a view holding only such properties is
  /// not installed at all.
  @MainActor static var installsNothing: Bool { get }
  @MainActor var ownership: PropertyOwnership { get }
  /// Called when a new struct carrying this property is dropped for an identity that
  /// already exists, without being installed.
  @MainActor func discard(in node: Node, name: String)
  /// The storage this property owns or reads through when its value does not say: the
  /// `@State` storage of a state or of a binding's source, or the object a binding is
  /// rooted in.
  @MainActor var storageIdentity: ObjectIdentifier? { get }
  /// The environment keys the property reads, to find the view that wrote them.
  @MainActor var environmentKeys: [ObjectIdentifier] { get }
  /// Why reading the property's value would stop the program, as it would in SwiftUI (an
  /// environment object that is missing and never was there), or nil when a read returns.
  @MainActor var readTrap: ReadTrap? { get }
  /// Whether an initialiser set the value rather than the declaration (a `@State` with no
  /// inline value, set from an argument).
  @MainActor var isSetInInitialiser: Bool { get }
  /// For a `@State`: the initial value the view's struct carries (what its initialiser
  /// was given), when it was made; nil for other properties.
  @MainActor var carriedInitialValue: Any? { get }
}

extension GraphProperty {
  @MainActor static func installRecord() -> Any.Type? { nil }
  @MainActor static var installsNothing: Bool { false }
  @MainActor mutating func install(_ context: inout InstallContext, record: Any.Type?) {
    install(&context)
  }
  @MainActor func discard(in node: Node, name: String) {}
  @MainActor var storageIdentity: ObjectIdentifier? { nil }
  @MainActor var environmentKeys: [ObjectIdentifier] { [] }
  @MainActor var readTrap: ReadTrap? { nil }
  @MainActor var isSetInInitialiser: Bool { false }
  @MainActor var carriedInitialValue: Any? { nil }
}

/// What a stored property of a mounted view holds, and whether the view owns it.
///
/// ```swift
/// for property in node.properties {
///   if case .state(let value) = property.ownership { print(property.name, value) }
/// }
/// ```
@_spi(Inspection)
public enum PropertyOwnership {
  /// `@State`: storage owned by this view's identity.
  case state(value: Any)
  /// `@StateObject`: an object owned by this view's identity.
  case stateObject(object: AnyObject)
  /// `@Binding`: a value owned elsewhere; `source` names where.
  case binding(source: String, value: Any)
  /// `@Bindable`: an `@Observable` object passed in, not owned.
  case bindable(object: AnyObject)
  /// `@ObservedObject`: an `ObservableObject` passed in, not owned.
  case observedObject(object: AnyObject)
  /// `@Environment` or `@EnvironmentObject`: read from above; nil when not installed.
  case environment(key: String, value: Any?)
  /// A plain stored property (`let`/`var`): replaced by every new struct from the parent.
  case plain(value: Any)
}

// What a property holds, said once: tools ask these rather than switch over the cases.
extension PropertyOwnership {
  /// How the property is declared: `@State`, `@StateObject`, `@Binding`, `@Bindable`,
  /// `@ObservedObject`, `@Environment` (also for `@EnvironmentObject`), `let`.
  public var declaration: String {
    switch self {
    case .state: "@State"
    case .stateObject: "@StateObject"
    case .binding: "@Binding"
    case .bindable: "@Bindable"
    case .observedObject: "@ObservedObject"
    case .environment: "@Environment"
    case .plain: "let"
    }
  }

  /// Whether this view's identity owns what the property holds (`@State`, `@StateObject`):
  /// it lives as long as the identity, whatever the parent passes.
  public var isOwned: Bool {
    switch self {
    case .state, .stateObject: true
    case .binding, .bindable, .observedObject, .environment, .plain: false
    }
  }

  /// What the property holds now, value or object; nil for an environment value that is
  /// not installed.
  public var held: Any? {
    switch self {
    case .state(let value), .plain(let value), .binding(_, let value): value
    case .stateObject(let object), .bindable(let object), .observedObject(let object): object
    case .environment(_, let value): value
    }
  }

  /// The object the property holds, if it holds one.
  public var object: AnyObject? {
    switch self {
    case .stateObject(let object), .bindable(let object), .observedObject(let object): object
    case .state(let value), .plain(let value): type(of: value) is AnyClass ? value as AnyObject : nil
    case .environment(_, let value?): type(of: value) is AnyClass ? value as AnyObject : nil
    case .binding, .environment: nil
    }
  }
}

/// One stored property of a mounted view.
@_spi(Inspection)
public struct PropertyDescription {
  /// The property's name as written (`store`, not `_store`).
  public let name: String
  /// What it holds and whether the view owns it.
  public let ownership: PropertyOwnership
  /// The piece of storage the property owns or borrows: equal for an `@State` and every
  /// binding into it, and for an object and every property holding it. Nil for values
  /// that live only in the view struct and for environment values.
  public let storage: ObjectIdentifier?
  /// For an environment read: the node whose modifier wrote the value it reads (the
  /// nearest writer above it); nil when it reads the default.
  public let environmentWriter: Node?
  /// For a `@State`: whether an initialiser set its value (`self.scrum = scrum`,
  /// `_scrum = State(initialValue: scrum)`) rather than its declaration (`= []`). Such a
  /// value came from whoever made the view: often a copy of what the parent owns.
  public let isSetInInitialiser: Bool
  /// For a `@State`: the initial value the view's current struct carries, which the
  /// stored value may have moved away from since (a copy the view edited, S233).
  public let carriedInitialValue: Any?

  init(
    name: String, ownership: PropertyOwnership, storage: ObjectIdentifier?, environmentWriter: Node?,
    isSetInInitialiser: Bool = false, carriedInitialValue: Any? = nil
  ) {
    self.isSetInInitialiser = isSetInInitialiser
    self.carriedInitialValue = carriedInitialValue
    self.name = name
    self.ownership = ownership
    self.storage = storage
    self.environmentWriter = environmentWriter
  }
}

/// Hands out a node's storage slots to the dynamic properties of its view, in declaration
/// order, during installation.
@MainActor
struct InstallContext {
  let node: Node
  var slot = 0
  var propertyName = ""
  /// The root's view value is the caller's: its boxes are never claimed (S58). Nor are a
  /// style's, which the environment that set it holds too: a box claimed there would point
  /// at that environment from inside it, a cycle that outlives the host.
  let isRoot: Bool
  /// The environment dependencies the installers added, in order (in a buffer the host
  /// lends): the node adopts them when the install ends (`TypedNode.install`).
  var dependencies: [EnvironmentDependency] = []

  init(node: Node) {
    self.node = node
    self.isRoot = node.parent == nil || node.info.installsHeldValue
  }

  /// The shared dependency for `id` (a key path's or a model type's) and `property`, when
  /// the node's type collected it at this position before: the rows of a list find theirs
  /// here, without a hashed lookup in the process-wide table.
  func knownDependency(id: ObjectIdentifier, property: String) -> EnvironmentDependency? {
    let known = node.info.environmentDependencies
    let index = dependencies.count
    guard index < known.count, known[index].sharedID == id, known[index].sharedProperty == property
    else { return nil }
    return known[index]
  }

  /// Re-evaluates the node when `dependency` says its environment changed (S28).
  mutating func dependOn(_ dependency: EnvironmentDependency) { dependencies.append(dependency) }

  /// Claims the next slot: its index, and what it holds (nil on the identity's first
  /// install). For wrappers that test the object themselves (``fill(_:with:)`` stores one).
  mutating func claimSlot() -> (index: Int, object: AnyObject?) {
    defer { slot += 1 }
    return (slot, slot < node.slots.count ? node.slots[slot] : nil)
  }

  /// Stores `object` in a slot ``claimSlot()`` returned.
  func fill(_ index: Int, with object: AnyObject) {
    if index < node.slots.count { node.slots[index] = object } else { node.slots.append(object) }
  }

  /// The storage for the next slot, created on first install of this identity.
  mutating func storage<Storage: AnyObject>(
    _ create: () -> Storage
  ) -> (storage: Storage, created: Bool) {
    defer { slot += 1 }
    if slot < node.slots.count, let existing = node.slots[slot] as? Storage {
      return (existing, false)
    }
    let storage = create()
    if slot < node.slots.count { node.slots[slot] = storage } else { node.slots.append(storage) }
    return (storage, true)
  }

  /// A wrapper's per-struct box, claimed for this node; or, when another node (or the
  /// caller, for a root view) already holds it, a fresh one from `makeCopy`, so the two
  /// never share storage (S58).
  func own<Box: InstallableBox>(_ box: Box, else makeCopy: () -> Box) -> Box {
    let id = ObjectIdentifier(node)
    if box.claimant == id { return box }
    let owned = box.claimant == nil && !isRoot ? box : makeCopy()
    owned.claimant = id
    return owned
  }

  /// Stops the node from rendering, with a warning (a missing environment object).
  func fail(_ kind: RuntimeWarning.Kind, _ message: String) {
    node.suspend(kind, message)
  }
}

/// The reference part of a wrapper that the graph points at a node's storage. A box serves
/// the one node that claimed it.
class InstallableBox {
  var claimant: ObjectIdentifier?

  /// A box made outside any body belongs to a view value the caller holds (a test's
  /// `let screen = Screen()`): it is never claimed, so that value stays uninstalled, as the
  /// caller's copy is in SwiftUI, where only the graph's copy is installed (S5, S58).
  init() {
    if !ViewHost.isEvaluatingBody { claimant = CallerHeld.id }
  }
}

/// The claimant of the boxes of view values made outside the graph's evaluation.
private final class CallerHeld: Sendable {
  static let token = CallerHeld()
  static let id = ObjectIdentifier(token)
}
