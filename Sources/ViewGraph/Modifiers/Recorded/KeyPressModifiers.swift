import Foundation

// Key-press handlers: recorded on the view. No hardware keyboard sends presses to a headless
// graph, so the actions never run; a screen's state changes through its controls instead.

extension View {
  /// Runs `action` when `key` is pressed while this view has focus (recorded).
  ///
  /// ```swift
  /// List(items) { … }.onKeyPress(.return) { open(selection); return .handled }
  /// ```
  nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("onKeyPress", key.character)
  }

  /// Runs `action` for the given phases of `key` (recorded).
  nonisolated public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("onKeyPress", key.character)
  }

  /// Runs `action` when any of `keys` is pressed (recorded).
  nonisolated public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("onKeyPress", keys.count)
  }

  /// Runs `action` when a key typing one of `characters` is pressed (recorded).
  nonisolated public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("onKeyPress", "characters")
  }

  /// Runs `action` for every key press while this view has focus (recorded).
  nonisolated public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("onKeyPress", "any")
  }
}
