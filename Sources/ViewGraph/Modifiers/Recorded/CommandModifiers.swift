// The macOS and tvOS command modifiers (delete, exit, move, copy, cut, paste, play/pause):
// recorded on the view. The menu bar and the keyboard that send these commands to the focused
// view do not exist headlessly, so the actions never run.

extension View {
  /// Runs `action` when the user deletes while this view has focus (⌫; recorded).
  ///
  /// ```swift
  /// List(selection: $selection) { … }.onDeleteCommand { delete(selection) }
  /// ```
  nonisolated public func onDeleteCommand(perform action: (() -> Void)?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("onDeleteCommand")
  }

  /// Runs `action` when the user exits (Escape; recorded).
  nonisolated public func onExitCommand(perform action: (() -> Void)?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("onExitCommand")
  }

  /// Runs `action` when the user moves with the arrow keys (recorded).
  nonisolated public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("onMoveCommand")
  }

  /// Runs `action` on the play/pause command (tvOS; recorded).
  nonisolated public func onPlayPauseCommand(perform action: (() -> Void)?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("onPlayPauseCommand")
  }

  /// Makes this view's content copyable with the Copy command (recorded).
  nonisolated public func onCopyCommand(perform payloadAction: (() -> [NSItemProvider])?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("onCopyCommand")
  }

  /// Makes this view's content cuttable with the Cut command (recorded).
  nonisolated public func onCutCommand(perform payloadAction: (() -> [NSItemProvider])?) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("onCutCommand")
  }

  /// Turns the system focus ring off below this view (recorded).
  nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("focusEffectDisabled", disabled)
  }
}

/// The direction of a move command: an arrow key.
public enum MoveCommandDirection: Equatable, Hashable, Sendable {
  case up, down, left, right
}
