// SwiftUI's Label takes its title as a LocalizedStringResource, which Xcode 26's string
// catalog symbols are (`Label(.journalEdit, systemImage: "pencil")`).
extension Label where Title == Text, Icon == Image {
  /// A label with a system symbol whose title is the resource's translation, else its default
  /// value.
  ///
  /// ```swift
  /// Label(LocalizedStringResource("Edit"), systemImage: "pencil")
  /// ```
  // Disfavoured so that `Label("literal", systemImage:)` still reads as a LocalizedStringKey.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
    self.init(String(localized: titleResource), systemImage: name)
  }
}
