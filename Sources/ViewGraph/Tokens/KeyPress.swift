import Foundation

/// A key press an `onKeyPress` action receives: the key, the characters it types, the
/// modifier keys held and the phase.
///
/// ```swift
/// .onKeyPress(characters: .decimalDigits) { press in
///   entry.append(press.characters)
///   return .handled
/// }
/// ```
public struct KeyPress: Sendable {
  /// The key pressed.
  public let key: KeyEquivalent
  /// The characters the press types.
  public let characters: String
  /// The modifier keys held.
  public let modifiers: EventModifiers
  /// Whether the key went down, repeated or went up.
  public let phase: Phases

  /// The phases of a key press an action asks for.
  public struct Phases: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let down = Phases(rawValue: 1 << 0)
    public static let `repeat` = Phases(rawValue: 1 << 1)
    public static let up = Phases(rawValue: 1 << 2)
    public static let all: Phases = [.down, .repeat, .up]
  }

  /// Whether an action handled the press, or lets it go on to the views above.
  public enum Result: Sendable, Hashable {
    case handled
    case ignored
  }
}
