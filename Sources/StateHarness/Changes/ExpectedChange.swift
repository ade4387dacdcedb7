@_spi(Inspection) import ViewGraph

/// One value a test says an action changes, for
/// ``Harness/expectChanges(_:sourceLocation:during:)``: a property of an observed model, named
/// by key path, or a view's `@State`, named by view type and property name; optionally with
/// the value it must end at.
///
/// ```swift
/// harness.expectChanges(
///   .model(\AccountSettings.notificationsEnabled, to: false),
///   .state(SettingsPane.self, "isShowingSheet")
/// ) {
///   harness.find(toggle: "Push notifications")?.tap()
/// }
/// ```
///
/// Models are named by key path, so the compiler checks the property exists and a rename
/// follows it. `@State` is almost always `private`, out of a key path's reach, so it is named
/// by its view's type and the property's name as written; a name no mounted view of that type
/// holds fails the assertion, so a typo cannot pass.
public struct ExpectedChange {
  enum Target {
    /// A property of every reachable instance of `root`. `name` is the key path's own,
    /// when its description carries one (a stored property; Linux prints computed ones,
    /// which `@Observable` and `@Published` make of every property, without a name).
    case model(
      root: String, name: String?, valueType: Any.Type, read: (AnyObject) -> Any?)
    /// The `@State` property `name` of every mounted view whose type is named `view`.
    case state(view: String, name: String)
  }

  let target: Target
  /// The value the property must end at, as ``stableDump(_:depth:)`` writes it.
  let newValue: String?

  /// A property of the observed model `Model` (an `@Observable` class or an
  /// `ObservableObject`) that the action changes, on any instance reachable from the mounted
  /// views.
  ///
  /// ```swift
  /// harness.expectChanges(.model(\AccountSettings.displayName)) { settings.rename("Grace") }
  /// ```
  public static func model<Model: AnyObject, Value>(
    _ keyPath: KeyPath<Model, Value>
  ) -> ExpectedChange {
    ExpectedChange(target: modelTarget(keyPath), newValue: nil)
  }

  /// A property of the observed model `Model` that the action changes to `value`.
  ///
  /// ```swift
  /// harness.expectChanges(.model(\AccountSettings.displayName, to: "Grace")) {
  ///   settings.rename("Grace")
  /// }
  /// ```
  public static func model<Model: AnyObject, Value>(
    _ keyPath: KeyPath<Model, Value>, to value: Value
  ) -> ExpectedChange {
    ExpectedChange(target: modelTarget(keyPath), newValue: stableDump(value))
  }

  /// The `@State` property `name` (as written, without `_`) of the mounted view `View` that
  /// the action changes.
  ///
  /// ```swift
  /// harness.expectChanges(.state(SettingsPane.self, "isShowingSheet")) {
  ///   harness.find(button: "Edit profile")?.tap()
  /// }
  /// ```
  public static func state<V: View>(_ view: V.Type, _ name: String) -> ExpectedChange {
    ExpectedChange(target: stateTarget(view, name), newValue: nil)
  }

  /// The `@State` property `name` of the mounted view `View` that the action changes to
  /// `value`.
  ///
  /// ```swift
  /// harness.expectChanges(.state(SettingsPane.self, "isShowingSheet", to: true)) {
  ///   harness.find(button: "Edit profile")?.tap()
  /// }
  /// ```
  public static func state<V: View, Value>(
    _ view: V.Type, _ name: String, to value: Value
  ) -> ExpectedChange {
    ExpectedChange(target: stateTarget(view, name), newValue: stableDump(value))
  }

  private static func modelTarget<Model: AnyObject, Value>(
    _ keyPath: KeyPath<Model, Value>
  ) -> Target {
    let prefix = "\\\(Model.self)."
    let written = "\(keyPath)"
    let name =
      written.hasPrefix(prefix) && !written.contains("<computed")
      ? String(written.dropFirst(prefix.count)) : nil
    return .model(
      root: shortName(Model.self), name: name, valueType: Value.self,
      read: { ($0 as? Model).map { $0[keyPath: keyPath] } })
  }

  private static func stateTarget<V: View>(_ view: V.Type, _ name: String) -> Target {
    .state(view: shortName(V.self), name: name.hasPrefix("_") ? String(name.dropFirst()) : name)
  }
}
