// The style families SwiftUI screens pick from. ViewGraph draws nothing, so a style only
// type-checks and is recorded on the view (`listStyle(.insetGrouped)` keeps its name).

/// A style a view can be given; ViewGraph records its name.
public protocol _RecordedStyle: Sendable {
  /// The style's name, as recorded on the view.
  var _styleName: String { get }
}
