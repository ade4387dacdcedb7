// SwiftUI's accessibilityLabel takes a LocalizedStringResource (`.accessibilityLabel(.day(number: 3))`).
extension View {
  /// Records the view's accessibility label: the resource's translation, else its default value.
  ///
  /// ```swift
  /// Image(systemName: "calendar").accessibilityLabel(LocalizedStringResource("Day 3"))
  /// ```
  @_disfavoredOverload
  nonisolated public func accessibilityLabel(_ label: LocalizedStringResource) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityLabel(String(localized: label))
  }
}
