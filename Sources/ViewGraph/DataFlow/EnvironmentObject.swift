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
    context.dependOn(dependency)
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

  @MainActor var readTrap: ReadTrap? {
    if box.values?.object(of: ObjectType.self) != nil || box.lastObject != nil { return nil }
    return ReadTrap(reason: Self.missingMessage, missing: "\(ObjectType.self)", modifier: "environmentObject")
  }
}

extension EnvironmentObject: GraphComparable {
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
  static func isGraphEqual(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool { true }
}
