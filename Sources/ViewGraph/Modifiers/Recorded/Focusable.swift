// `focusable`: whether a view can take keyboard focus (recorded; focus moves with
// `@FocusState` and taps on fields, S95).

extension View {
  /// Makes the view able to take keyboard focus (recorded).
  ///
  /// ```swift
  /// Button("Cancel") { dismiss() }.focusable().keyboardShortcut(.escape)
  /// ```
  nonisolated public func focusable(_ isFocusable: Bool = true) -> ModifiedContent<Self, _StyleModifier> {
    style("focusable", isFocusable)
  }

  /// Makes the view focusable for the given interactions (recorded).
  nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("focusable", isFocusable, interactions.rawValue)
  }
}

/// The interactions a focusable view takes focus for.
public struct FocusInteractions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Typing, or other keyboard input.
  public static let edit = FocusInteractions(rawValue: 1)
  /// Activation, as a button's.
  public static let activate = FocusInteractions(rawValue: 2)
  /// Every interaction the platform focuses for.
  public static let automatic: FocusInteractions = [.edit, .activate]
}

extension View {
  /// Makes this view a section focus moves into as a whole on tvOS and macOS (recorded).
  nonisolated public func focusSection() -> ModifiedContent<Self, _StyleModifier> { style("focusSection") }
}
