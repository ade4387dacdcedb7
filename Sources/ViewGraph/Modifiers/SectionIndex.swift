// A list's section index (iOS 26): the letters down a list's trailing side that jump to a
// section. Nothing scrolls here, so each label is recorded as the section's style (S288).

extension View {
  /// The label a section shows in its list's section index, as in SwiftUI; nil shows none.
  ///
  /// ```swift
  /// Section(group.title) { … }
  ///   .sectionIndexLabel(Text(group.initial))
  /// ```
  nonisolated public func sectionIndexLabel(_ label: Text?) -> ModifiedContent<Self, _StyleModifier> {
    style("sectionIndexLabel", label?.string ?? "nil")
  }

  /// The label a section shows in its list's section index, from a string.
  ///
  /// ```swift
  /// Section(group.title) { … }
  ///   .sectionIndexLabel(group.initial)
  /// ```
  @_disfavoredOverload
  nonisolated public func sectionIndexLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("sectionIndexLabel", String(label))
  }

  /// Whether a list shows its section index, as in SwiftUI.
  ///
  /// ```swift
  /// List { … }.listSectionIndexVisibility(.visible)
  /// ```
  nonisolated public func listSectionIndexVisibility(_ visibility: Visibility) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("listSectionIndexVisibility", visibility)
  }
}
