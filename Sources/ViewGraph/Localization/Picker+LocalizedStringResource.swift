// SwiftUI's Picker takes its label as a LocalizedStringResource
// (`Picker(.executionType, selection: $type) { … }`).
extension Picker where Label == Text {
  /// A picker whose label is the resource's translation, else its default value.
  ///
  /// ```swift
  /// Picker(LocalizedStringResource("Theme"), selection: $theme) {
  ///   Text("Light").tag(Theme.light)
  ///   Text("Dark").tag(Theme.dark)
  /// }
  /// ```
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(String(localized: titleResource), selection: selection, content: content)
  }
}
