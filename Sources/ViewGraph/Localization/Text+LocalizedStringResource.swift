// SwiftUI's Text takes a LocalizedStringResource (iOS 16, macOS 13). This extension is
// compiled on every platform: on Apple's the resource is Foundation's own, on Linux
// ViewGraph's stand-in (LocalizedStringResource.swift).
extension Text {
  /// A text showing the resource's translation, else its default value.
  ///
  /// ```swift
  /// let title: LocalizedStringResource = "\(unread) unread"
  /// Text(title)  // "3 unread"
  /// ```
  // Disfavoured so that `Text("literal")` still reads as a LocalizedStringKey, as in SwiftUI.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    self.init(verbatim: String(localized: resource))
  }
}
