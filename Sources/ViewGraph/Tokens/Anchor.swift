/// An opaque geometry value of a view, resolved where it is read (recorded: ViewGraph
/// does no layout, so an anchor only names what it would measure).
///
/// ```swift
/// .popover(isPresented: $showsInfo, attachmentAnchor: .rect(.bounds)) { InfoView() }
/// ```
public struct Anchor<Value> {
  let name: String

  /// A geometry value before it is resolved: what an anchor is made from.
  public struct Source {
    let name: String
  }
}

extension Anchor: Sendable {}
extension Anchor.Source: Sendable {}

extension Anchor.Source where Value == CGRect {
  /// The view's whole frame.
  public static var bounds: Anchor<CGRect>.Source { .init(name: "bounds") }

  /// A rectangle in the view's own coordinates.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { .init(name: "rect(\(rect))") }
}

extension Anchor.Source where Value == CGPoint {
  /// A point of the view, as a unit point of its frame.
  public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source { .init(name: "\(point)") }
}
