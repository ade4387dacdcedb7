import Foundation

// SwiftUI's Link takes its title as a LocalizedStringResource
// (`Link(.rateTheApp, destination: reviewURL)`).
extension Link where Label == Text {
  /// A link to `destination` whose title is the resource's translation, else its default value.
  ///
  /// ```swift
  /// Link(LocalizedStringResource("Rate the app"), destination: reviewURL)
  /// ```
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, destination: URL) {
    self.init(String(localized: titleResource), destination: destination)
  }
}
