/// Reads the observable object the focused view publishes with `focusedObject(_:)`: always nil
/// in ViewGraph, as `@FocusedValue` is (S69): no window takes focus headlessly.
///
/// ```swift
/// struct EditorCommands: Commands {
///   @FocusedObject private var document: DocumentModel?
///   var body: some Commands { CommandMenu("Text") { Button("Bold") { document?.bold() }.disabled(document == nil) } }
/// }
/// ```
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  public init() {}

  public var wrappedValue: ObjectType? { nil }

  /// Bindings to the focused object's properties; nil with no focused object.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper? { nil }
}

extension View {
  /// Publishes `object` while this view has focus (recorded: no view takes focus headlessly).
  nonisolated public func focusedObject<T: ObservableObject>(_ object: T) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("focusedObject", T.self)
  }

  /// Publishes `object`, or nothing, while this view has focus (recorded).
  nonisolated public func focusedObject<T: ObservableObject>(_ object: T?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("focusedObject", T.self)
  }

  /// Publishes `object` while this view's window has focus (recorded).
  nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("focusedSceneObject", T.self)
  }

  /// Publishes `object`, or nothing, while this view's window has focus (recorded).
  nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("focusedSceneObject", T.self)
  }
}
