// SwiftUI's Menu takes its title as a LocalizedStringResource (`Menu(.edit) { … }`).
extension Menu where Label == Text {
  /// A menu whose title is the resource's translation, else its default value.
  ///
  /// ```swift
  /// Menu(LocalizedStringResource("Edit")) { Button("Duplicate") { duplicate() } }
  /// ```
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    label = Text(titleResource)
    title = label.string
    self.content = content()
  }
}
