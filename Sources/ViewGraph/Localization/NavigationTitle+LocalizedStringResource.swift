// SwiftUI's navigationTitle takes a LocalizedStringResource (`.navigationTitle(.settings)`).
extension View {
  /// Records the view's navigation title: the resource's translation, else its default value.
  ///
  /// ```swift
  /// Form { … }.navigationTitle(LocalizedStringResource("Settings"))
  /// ```
  @_disfavoredOverload
  nonisolated public func navigationTitle(_ titleResource: LocalizedStringResource) -> ModifiedContent<
    Self, _StyleModifier
  > {
    navigationTitle(String(localized: titleResource))
  }
}
