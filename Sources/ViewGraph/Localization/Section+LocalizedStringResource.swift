// SwiftUI's Section takes its header as a LocalizedStringResource (`Section(.metrics) { … }`).
extension Section where Parent == Text, Footer == EmptyView {
  /// A section whose header is the resource's translation, else its default value.
  ///
  /// ```swift
  /// Section(LocalizedStringResource("Metrics")) { Text("Pull-ups") }
  /// ```
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    self.init(String(localized: titleResource), content: content)
  }
}
