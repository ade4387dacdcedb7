/// Whether a menu closes after one of its actions runs (iOS 16.4).
///
/// ```swift
/// Button("Increase", action: increase).menuActionDismissBehavior(.disabled)
/// ```
public struct MenuActionDismissBehavior: Equatable, Sendable {
  let name: String

  /// The behavior that suits the context: `enabled` in most menus, `disabled` for a stepper.
  public static let automatic = MenuActionDismissBehavior(name: "automatic")
  /// Always dismiss the presented menu after performing an action.
  public static let enabled = MenuActionDismissBehavior(name: "enabled")
  /// Never dismiss the presented menu after performing an action.
  public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

extension View {
  /// Tells a menu whether to dismiss after performing an action (recorded: a menu's items
  /// are always mounted here, so no menu is open to close).
  ///
  /// ```swift
  /// Menu("Font size") { Button("Increase", action: increase).menuActionDismissBehavior(.disabled) }
  /// ```
  nonisolated public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior)
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("menuActionDismissBehavior", behavior.name)
  }
}
