/// Reads a value from the environment of the view it is installed in, as in SwiftUI.
///
/// ```swift
/// struct Banner: View {
///   @Environment(\.theme) private var theme
///   @Environment(SettingsStore.self) private var store
///   var body: some View { Text(theme == .dark ? "Dark" : "Light") }
/// }
/// ```
///
/// A view depends on the keys it declares with `@Environment`: when an ancestor changes
/// such a value, the view re-evaluates only if the value actually changed (the S28 choice,
/// see the README). Outside an installed view a read returns the default and raises a
/// warning (S24).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(Any.Type, optional: Bool)
  }

  let source: Source
  var box = EnvironmentBox()

  /// Reads the value at a key path of ``EnvironmentValues``.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// Reads the `@Observable` model of this type placed above with `.environment(_:)`.
  /// If none is, the view is not rendered and a warning is raised (S25).
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object(objectType, optional: false)
  }

  /// Reads the `@Observable` model of this type placed above, or nil.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    source = .object(objectType, optional: true)
  }

  public var wrappedValue: Value {
    guard let values = box.values else {
      RuntimeWarning.raise(
        .environmentAccessedOutsideInstall,
        "Accessing Environment<\(Value.self)>'s value outside of being installed on a View. "
          + "This will always read the default value and will not update.")
      return read(from: EnvironmentValues())
    }
    // Read at install, once for all the views sharing this environment.
    if let read = box.read { return unsafeDowncast(read, to: EnvironmentRead<Value>.self).value }
    return read(from: values)
  }

  func read(from values: EnvironmentValues) -> Value {
    switch source {
    case .keyPath(let keyPath):
      return values[keyPath: keyPath]
    case .object(let type, let optional):
      if let object = values.object(of: type) {
        // The entry for `type` holds an instance of it (`.environment(_:)` places an object
        // under its static type), and `Value` is that class: the reference is the value,
        // without a dynamic cast from `AnyObject` on each read.
        return optional ? (Optional(object) as! Value) : unsafeBitCast(object, to: Value.self)
      }
      if optional { return Optional<AnyObject>.none as! Value }
      // The graph never evaluates the body of a view whose object is missing (it reports
      // S25 instead); a closure that outlived the object's removal reads the last one.
      RuntimeWarning.raise(.missingEnvironmentObject, Environment.missingObjectMessage(type))
      if let last = box.lastObject { return last as! Value }
      // Never installed with the object (a view value read outside the graph): there is no
      // instance to return, and SwiftUI traps here too.
      fatalError(Environment.missingObjectMessage(type))
    }
  }

  static func missingObjectMessage(_ type: Any.Type) -> String {
    "No Observable object of type \(type) found. A View.environmentObject(_:) for \(type) "
      + "may be missing as an ancestor of this view."
  }
}

/// Tells whether a change of environment concerns one `@Environment` property (S28).
@MainActor
final class EnvironmentDependency {
  /// The property that reads the value, underscored (`_theme`), for change causes.
  let name: String
  let changed: @MainActor (EnvironmentValues, EnvironmentValues) -> Bool
  /// For a dependency shared process-wide (``shared(for:property:_:)``): the identity of the
  /// key path or model type it reads, and the property's name, to recognise it.
  fileprivate(set) var sharedID: ObjectIdentifier?
  fileprivate(set) var sharedProperty = ""
  init(
    name: String, _ changed: @escaping @MainActor (EnvironmentValues, EnvironmentValues) -> Bool
  ) {
    self.name = name
    self.changed = changed
  }
}

extension EnvironmentDependency {
  /// The dependency of every property named `property` that reads `keyPath`, made by
  /// `make` the first time: it holds no per-view state, so the rows of a list share one
  /// rather than each allocating its own.
  @MainActor static func shared(
    for keyPath: AnyKeyPath, property: String, _ make: () -> EnvironmentDependency
  ) -> EnvironmentDependency {
    // A key path written in source is one object for the process; it is kept, so its
    // address is not reused by another one.
    shared(id: ObjectIdentifier(keyPath), keeping: keyPath, property: property, make)
  }

  /// The dependency of every property named `property` that reads the object of `type`.
  @MainActor static func shared(
    for type: Any.Type, property: String, _ make: () -> EnvironmentDependency
  ) -> EnvironmentDependency {
    shared(id: ObjectIdentifier(type), keeping: nil, property: property, make)
  }

  @MainActor private static func shared(
    id: ObjectIdentifier, keeping source: AnyObject?, property: String,
    _ make: () -> EnvironmentDependency
  ) -> EnvironmentDependency {
    if let found = EnvironmentDependencyCache.entries[id]?.first(where: { $0.property == property }) {
      return found.dependency
    }
    let dependency = make()
    dependency.sharedID = id
    dependency.sharedProperty = property
    EnvironmentDependencyCache.entries[id, default: []].append((source, property, dependency))
    return dependency
  }
}

/// Shared environment dependencies, by source (a key path or a type) and property name.
@MainActor
private enum EnvironmentDependencyCache {
  // Unchecked: main actor only, and read once for each `@Environment` of each mounted row.
  @exclusivity(unchecked) static var entries:
    [ObjectIdentifier: [(source: AnyObject?, property: String, dependency: EnvironmentDependency)]] =
      [:]
}

/// The reference the graph redirects at the environment of the node a view is mounted in.
final class EnvironmentBox: InstallableBox {
  var values: EnvironmentValues?
  /// The object installed last, for closures that outlive its removal.
  var lastObject: AnyObject?
  /// What the key path read in `values` (an `EnvironmentRead` of the property's `Value`).
  var read: EnvironmentReadBase?
}

extension Environment: GraphProperty {
  @MainActor mutating func install(_ context: inout InstallContext) {
    let values = context.node.environment
    box = context.own(box) { EnvironmentBox() }
    box.values = values
    let propertyName = context.propertyName
    switch source {
    case .keyPath(let keyPath):
      box.read = values.read(keptAt: keyPath)
      // Installing runs on every evaluation: the dependency is found where the last
      // identity of this type had it, and only built once per process.
      let dependency =
        context.knownDependency(id: ObjectIdentifier(keyPath), property: propertyName)
        ?? EnvironmentDependency.shared(for: keyPath, property: propertyName) {
          let keys = EnvironmentValues.keys(readBy: keyPath)
          return EnvironmentDependency(name: "_" + propertyName) { old, new in
            // Unchanged when no key the path reads was written in between: a value that
            // is not Equatable (a DismissAction holds a closure) is not "changed" by a
            // write to another key (S59).
            if !keys.isEmpty && keys.allSatisfy({ old.entry(for: $0) === new.entry(for: $0) }) {
              return false
            }
            // Each side read once for all the views that share it (EnvironmentRead.swift).
            return !graphIsEqual(
              old.read(keptAt: keyPath)?.value ?? old[keyPath: keyPath],
              new.read(keptAt: keyPath)?.value ?? new[keyPath: keyPath])
          }
        }
      context.dependOn(dependency)
    case .object(let type, let optional):
      let dependency =
        context.knownDependency(id: ObjectIdentifier(type), property: propertyName)
        ?? EnvironmentDependency.shared(for: type, property: propertyName) {
          EnvironmentDependency(name: "_" + propertyName) { old, new in
            old.object(of: type) !== new.object(of: type)
          }
        }
      context.dependOn(dependency)
      if let object = values.object(of: type) {
        box.lastObject = object
      } else if !optional {
        context.fail(.missingEnvironmentObject, Environment.missingObjectMessage(type))
      }
    }
  }

  @MainActor var ownership: PropertyOwnership {
    switch source {
    case .keyPath(let keyPath):
      .environment(key: EnvironmentValues.name(of: keyPath), value: box.values.map { read(from: $0) as Any })
    case .object(let type, _):
      .environment(key: "\(type).self", value: box.values?.object(of: type))
    }
  }

  @MainActor var environmentKeys: [ObjectIdentifier] {
    switch source {
    case .keyPath(let keyPath): EnvironmentValues.keys(readBy: keyPath)
    case .object(let type, _): [ObjectIdentifier(type)]
    }
  }

  @MainActor var readTrap: ReadTrap? {
    guard case .object(let type, optional: false) = source,
      box.values?.object(of: type) == nil, box.lastObject == nil
    else { return nil }
    return ReadTrap(
      reason: Environment.missingObjectMessage(type), missing: "\(type)", modifier: "environment")
  }
}

extension Environment: GraphComparable {
  // The environment is not an input passed by the parent: it flows in separately.
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
  static func isGraphEqual(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool { true }
}
