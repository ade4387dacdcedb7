@_spi(Inspection) import ViewGraph

/// What a control is called, written once for the queries that match it and the failures
/// that list it: the text its title shows, else its accessibility label, else the image
/// its label shows (an image-only button such as `Image(systemName: "forward.fill")`).
@MainActor
struct ControlName {
  /// The text the control's title shows; nil when it shows none.
  let title: String?
  /// Its `.accessibilityLabel(_:)`, read when it has no title.
  let accessibilityLabel: String?
  /// The name of the image in its label, read when it has no title.
  let imageName: String?

  /// Reads the label and the image only for a control without a title: every query walks
  /// every control, and most have one.
  init(_ node: Node) {
    let title = node.controlTitle
    self.title = title?.isEmpty == true ? nil : title
    self.accessibilityLabel = self.title == nil ? node.accessibilityLabel : nil
    self.imageName = self.title == nil ? node.controlImageName : nil
  }

  /// Whether a query for `query` finds this control: its title; without one, its
  /// accessibility label or its image's name.
  func matches(_ query: String) -> Bool {
    if let title { return title == query }
    // `Button("")` shows nothing to name it by: `find(button: "")` asks for exactly that.
    if query.isEmpty { return accessibilityLabel == nil && imageName == nil }
    return accessibilityLabel == query || imageName == query
  }

  /// How failures list it: `"Save"`, `"Next speaker" (accessibility label, image "forward.fill")`,
  /// `image "plus"`, `no title`.
  var listed: String {
    if let title { return "\"\(title)\"" }
    if let accessibilityLabel {
      return "\"\(accessibilityLabel)\" (accessibility label"
        + (imageName.map { ", image \"\($0)\")" } ?? ")")
    }
    if let imageName { return "image \"\(imageName)\"" }
    return "no title"
  }

  /// How a probe names it: `"Save"`, `"Next speaker"`, `image "plus"`, `with no title`.
  var short: String {
    if let shown = title ?? accessibilityLabel { return "\"\(shown)\"" }
    if let imageName { return "image \"\(imageName)\"" }
    return "with no title"
  }
}
