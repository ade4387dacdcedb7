// SwiftUI's Button takes its title as a LocalizedStringResource (iOS 16, macOS 13). Compiled on
// every platform: on Apple's the resource is Foundation's own, on Linux ViewGraph's stand-in.
extension Button where Label == Text {
  /// A button whose title is the resource's translation, else its default value.
  ///
  /// ```swift
  /// let save: LocalizedStringResource = "Save"
  /// Button(save) { store.save() }
  /// ```
  // Disfavoured so that `Button("literal") {}` still reads as a LocalizedStringKey.
  @_disfavoredOverload
  @preconcurrency nonisolated public init(
    _ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void
  ) {
    self.init(titleResource, role: nil, action: action)
  }

  /// A button with a role whose title is the resource's translation, else its default value.
  ///
  /// ```swift
  /// Button(LocalizedStringResource("Delete"), role: .destructive) { store.delete(item) }
  /// ```
  @_disfavoredOverload
  @preconcurrency nonisolated public init(
    _ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(String(localized: titleResource), role: role, action: action)
  }
}
