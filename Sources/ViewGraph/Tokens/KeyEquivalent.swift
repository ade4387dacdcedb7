/// A key a keyboard shortcut is made of: a character, or one of the named keys.
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut("s")
/// Button("Close") { close() }.keyboardShortcut(.escape, modifiers: [])
/// ```
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character the key types.
  public var character: Character

  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral: Character) { self.init(extendedGraphemeClusterLiteral) }

  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}")
  public static let clear = KeyEquivalent("\u{F739}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let `return` = KeyEquivalent("\r")
}
