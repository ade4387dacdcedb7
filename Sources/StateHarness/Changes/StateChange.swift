/// One value the mounted screen holds that an action changed: a view's `@State` or a
/// property of an observed model, before and after, as ``Harness/stateChanges(sourceLocation:during:)``
/// reports it and ``Harness/expectChanges(_:sourceLocation:during:)`` compares it.
///
/// ```swift
/// let changes = harness.stateChanges { settings.displayName = "Grace" }
/// print(changes[0])   // AccountSettings.displayName: − "Ada"  + "Grace"
/// ```
public struct StateChange: Equatable, Sendable, CustomStringConvertible {
  /// `AccountSettings.displayName`, `SettingsPane.isShowingSheet`; `Item#2.title` when
  /// several instances of the model are reachable.
  public let path: String
  /// Where the view sits, when several mounted views of its type hold this `@State`:
  /// `SettingsPane > body: List > [1]: Row`.
  public let identity: String?
  /// The value before the action, as written for comparison (strings quoted, references by
  /// type name); nil when the view was not mounted or the model not reachable.
  public let before: String?
  /// The value after the action and the updates it caused; nil when the view is no longer
  /// mounted or the model no longer reachable.
  public let after: String?

  public init(path: String, identity: String? = nil, before: String?, after: String?) {
    self.path = path
    self.identity = identity
    self.before = before
    self.after = after
  }

  /// `AccountSettings.displayName: − "Ada"  + "Grace"`.
  public var description: String {
    "\(path): − \(before ?? "(absent)")  + \(after ?? "(absent)")"
      + (identity.map { "  (at \($0))" } ?? "")
  }
}
