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
  static func isGraphEqual(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool { true }
}
