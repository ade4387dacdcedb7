/// A key with its modifiers that triggers a control (recorded: no keyboard headlessly; a
/// test taps the control instead).
///
/// ```swift
/// Button("Done") { finish() }.keyboardShortcut(.defaultAction)
/// Button("Refresh") { reload() }.keyboardShortcut("r")
/// ```
public struct KeyboardShortcut: Sendable, Hashable {
  /// The key.
  public var key: KeyEquivalent
  /// The modifier keys held with it.
  public var modifiers: EventModifiers
  /// How the shortcut adapts to the keyboard's layout.
  public var localization: Localization

  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.init(key, modifiers: modifiers, localization: .automatic)
  }

  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
    self.key = key
    self.modifiers = modifiers
    self.localization = localization
  }

  /// Return: the default button of a window or dialog.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape: the button that cancels.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// How a shortcut adapts to the keyboard's layout.
  public struct Localization: Sendable, Hashable {
    let name: String
    public static let automatic = Localization(name: "automatic")
    public static let withoutMirroring = Localization(name: "withoutMirroring")
    public static let custom = Localization(name: "custom")
  }
}

extension View {
  /// Gives the control a keyboard shortcut (recorded).
  nonisolated public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("keyboardShortcut", key.character, modifiers.rawValue)
  }

  nonisolated public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("keyboardShortcut", key.character, modifiers.rawValue)
  }

  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("keyboardShortcut", shortcut.key.character, shortcut.modifiers.rawValue)
  }

  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("keyboardShortcut", shortcut.map { "\($0.key.character)" } as Any)
  }
}
