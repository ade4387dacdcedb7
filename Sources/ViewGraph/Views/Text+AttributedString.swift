import Foundation

extension Text {
  /// Text showing an attributed string's characters; its attributes are not applied.
  ///
  /// ```swift
  /// Text(message.attributedBody)
  /// ```
  public init(_ attributedContent: AttributedString) {
    string = String(attributedContent.characters)
  }
}
