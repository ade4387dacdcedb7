// SwiftUI's ProgressView takes its label as a LocalizedStringResource (`ProgressView(.checking)`).
extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view whose label is the resource's translation, else its
  /// default value.
  ///
  /// ```swift
  /// ProgressView(LocalizedStringResource("Checking…"))
  /// ```
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource) {
    self.init(String(localized: titleResource))
  }
}
