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
