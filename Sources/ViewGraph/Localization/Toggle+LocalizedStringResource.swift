// SwiftUI's Toggle takes its label as a LocalizedStringResource (`Toggle(.sound, isOn: $on)`).
extension Toggle where Label == Text {
  /// A toggle whose label is the resource's translation, else its default value.
  ///
  /// ```swift
  /// Toggle(LocalizedStringResource("Sound"), isOn: $playsSound)
  /// ```
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
    self.init(String(localized: titleResource), isOn: isOn)
  }
}
