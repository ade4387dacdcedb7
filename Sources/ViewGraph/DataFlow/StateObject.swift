/// An `ObservableObject` a view owns, created once per identity from an autoclosure
/// (S39), as in SwiftUI.
///
/// ```swift
/// struct PlayerView: View {
///   @StateObject private var player = Player()
///   var body: some View { Toggle("Playing", isOn: $player.isPlaying) }
/// }
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  var box: StateObjectBox<ObjectType>

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateObjectBox(thunk)
  }

  /// The installed object. Outside an installed view, an object made for this struct alone.
  @MainActor public var wrappedValue: ObjectType {
    if let storage = box.storage { return storage.object }
    return box.detached
  }

  /// Bindings to the object's properties: `$player.isPlaying`.
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

final class StateObjectBox<ObjectType: ObservableObject>: InstallableBox {
  let make: () -> ObjectType
  // Strong, like `@State`'s: a closure that outlives the identity still reads the object.
  var storage: StateObjectStorage<ObjectType>?
  private var detachedObject: ObjectType?

  init(_ make: @escaping () -> ObjectType) { self.make = make }

  var detached: ObjectType {
    if let detachedObject { return detachedObject }
    let object = make()
    detachedObject = object
    return object
  }
}

@MainActor
final class StateObjectStorage<ObjectType: ObservableObject> {
  let object: ObjectType
  let subscription = ObjectSubscription()
  init(_ object: ObjectType) { self.object = object }
}

extension StateObject: GraphProperty {
  @MainActor mutating func install(_ context: inout InstallContext) {
    let (storage, _) = context.storage { StateObjectStorage(box.make()) }
    storage.subscription.observe(storage.object, invalidating: context.node, as: context.propertyName)
    if box.storage === storage { return }
    box = context.own(box) { StateObjectBox(box.make) }
    box.storage = storage
  }

  @MainActor var ownership: PropertyOwnership { .stateObject(object: wrappedValue) }
}

extension StateObject: GraphComparable {
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

/// An `ObservableObject` passed in from outside, as in SwiftUI: not owned.
///
/// ```swift
/// struct PlayerControls: View {
///   @ObservedObject var player: Player
///   var body: some View { Toggle("Playing", isOn: $player.isPlaying) }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to the properties of an observed object.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(location: ObjectLocation(object: object, keyPath: keyPath))
    }
  }
}

extension ObservedObject: GraphProperty {
  @MainActor func install(_ context: inout InstallContext) {
    let (subscription, _) = context.storage { ObjectSubscription() }
    subscription.observe(wrappedValue, invalidating: context.node, as: context.propertyName)
  }

  @MainActor var ownership: PropertyOwnership { .observedObject(object: wrappedValue) }
}

extension ObservedObject: GraphComparable {
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool {
    lhs.wrappedValue === rhs.wrappedValue
  }
}

/// An `ObservableObject` placed above with `.environmentObject(_:)`, as in SwiftUI. If
/// none is, the view is not rendered and a warning is raised.
///
/// ```swift
/// struct Badge: View {
///   @EnvironmentObject var session: Session
///   var body: some View { Text(session.userName) }
/// }
/// ```
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  var box = EnvironmentBox()

  public init() {}

  public var wrappedValue: ObjectType {
    if let object = box.values?.object(of: ObjectType.self) as? ObjectType { return object }
    // The graph never evaluates the body of a view whose object is missing; a closure that
    // outlived the object's removal reads the last one, with a warning.
    RuntimeWarning.raise(.missingEnvironmentObject, Self.missingMessage)
    if let last = box.lastObject as? ObjectType { return last }
    // Never installed with the object: there is no instance to return (SwiftUI traps too).
    fatalError(Self.missingMessage)
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }

  static var missingMessage: String {
    "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
      + "\(ObjectType.self) may be missing as an ancestor of this view."
  }
}

extension EnvironmentObject: GraphProperty {
  @MainActor mutating func install(_ context: inout InstallContext) {
    let values = context.node.environment
    box = context.own(box) { EnvironmentBox() }
    box.values = values
    let (subscription, _) = context.storage { ObjectSubscription() }
    let propertyName = context.propertyName
    let (dependency, _) = context.storage {
      EnvironmentDependency(name: "_" + propertyName) { old, new in
        old.object(of: ObjectType.self) !== new.object(of: ObjectType.self)
      }
    }
    context.node.environmentDependencies.append(dependency)
    guard let object = values.object(of: ObjectType.self) as? ObjectType else {
      context.fail(.missingEnvironmentObject, Self.missingMessage)
      return
    }
    box.lastObject = object
    subscription.observe(object, invalidating: context.node, as: context.propertyName)
  }

  @MainActor var ownership: PropertyOwnership {
    .environment(
      key: "\(ObjectType.self).self", value: box.values?.object(of: ObjectType.self))
  }

  @MainActor var environmentKeys: [ObjectIdentifier] { [ObjectIdentifier(ObjectType.self)] }
}

extension EnvironmentObject: GraphComparable {
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
}
