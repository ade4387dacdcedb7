/// The kind of an accessibility action: the default activation, escape, magic tap…
///
/// ```swift
/// Card().accessibilityAction(.escape) { dismiss() }
/// ```
public struct AccessibilityActionKind: Sendable, Equatable {
  let name: String

  /// A name for an action kind.
  public init(named name: Text) { self.name = name.string }

  /// The element's activation.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Dismissal (a two-finger scrub on iOS).
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The app's most important action (a two-finger double tap on iOS).
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Deletion.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Showing the element's menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")

  init(name: String) { self.name = name }
}
