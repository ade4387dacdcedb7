import Foundation

// SwiftUI's accessibilityHint takes a LocalizedStringResource (iOS 16), as its label does.
extension View {
  /// Records the view's accessibility hint: the resource's translation, else its default value.
  ///
  /// ```swift
  /// Button("Send") { send() }.accessibilityHint(LocalizedStringResource("Sends the message"))
  /// ```
  @_disfavoredOverload
  nonisolated public func accessibilityHint(_ hint: LocalizedStringResource) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityHint(String(localized: hint))
  }
}
