import Foundation

// SwiftUI's TextFieldLink takes its title as a LocalizedStringResource
// (`TextFieldLink(.addNote) { notes.append($0) }`).
extension TextFieldLink where Label == Text {
  /// A link titled by the resource's translation, else its default value.
  ///
  /// ```swift
  /// TextFieldLink(LocalizedStringResource("Add a note")) { notes.append($0) }
  /// ```
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, prompt: Text? = nil, onSubmit: @escaping (String) -> Void
  ) {
    self.init(String(localized: titleResource), prompt: prompt, onSubmit: onSubmit)
  }
}
