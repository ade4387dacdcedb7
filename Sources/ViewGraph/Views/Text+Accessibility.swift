// Text's own accessibility modifiers return `Text`, as SwiftUI's do, so a labelled text can
// still be concatenated or restyled (`symbol = symbol.foregroundColor(c)`). The text carries
// what they set, and inspection reads it as it reads a recorded modifier (S196).

extension Text {
  /// Gives this text an accessibility label, keeping it a `Text`.
  ///
  /// ```swift
  /// Text(Image(systemName: "star.fill")).accessibilityLabel("Favorite") + Text(" Ada")
  /// ```
  nonisolated public func accessibilityLabel(_ label: Text) -> Text {
    carrying("accessibilityLabel", label.string)
  }

  nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text {
    carrying("accessibilityLabel", labelKey.resolved)
  }

  @_disfavoredOverload
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text {
    carrying("accessibilityLabel", String(label))
  }

  nonisolated private func carrying(_ name: String, _ arguments: Any) -> Text {
    var text = self
    text.carriedModifiers.append(_StyleModifier(name: name, arguments: String(describing: arguments)))
    return text
  }
}
