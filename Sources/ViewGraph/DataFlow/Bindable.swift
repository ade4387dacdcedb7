/// Bindings to the properties of an `@Observable` object a view was given, as in SwiftUI.
/// It owns nothing (S20): `@Bindable var m = Model()` makes a new model on every struct init.
///
/// ```swift
/// struct ProfileSection: View {
///   @Bindable var store: SettingsStore      // injected, not owned
///   var body: some View { TextField("Display name", text: $store.displayName) }
/// }
/// // Also as a local or inline (S21):
/// @Bindable var store = store
/// TextField("Name", text: Bindable(store).displayName)
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
  /// The object.
  public var wrappedValue: Value

  public var projectedValue: Bindable<Value> { self }

  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding to a property of the object; writes go to this instance (S18).
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
  }
}

extension Bindable: @unchecked Sendable where Value: Sendable {}

extension Bindable: GraphProperty {
  @MainActor func install(_ context: inout InstallContext) {}

  @MainActor var ownership: PropertyOwnership {
    .bindable(object: wrappedValue as AnyObject)
  }
}

extension Bindable: GraphComparable {
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool {
    (lhs.wrappedValue as AnyObject) === (rhs.wrappedValue as AnyObject)
  }
}
