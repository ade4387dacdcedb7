/// The modifier keys held with a key or a click.
///
/// ```swift
/// .keyboardShortcut("n", modifiers: [.command, .shift])
/// ```
public struct EventModifiers: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  public static let function = EventModifiers(rawValue: 1 << 6)
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad, .function,
  ]
}
