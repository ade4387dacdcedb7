/// How the pointer looks over a view (recorded; there is no pointer headlessly).
///
/// ```swift
/// Divider().pointerStyle(.columnResize)
/// ```
public struct PointerStyle: Sendable, Hashable {
  let name: String

  public static let `default` = PointerStyle(name: "default")
  public static let horizontalText = PointerStyle(name: "horizontalText")
  public static let verticalText = PointerStyle(name: "verticalText")
  public static let rectSelection = PointerStyle(name: "rectSelection")
  public static let grabIdle = PointerStyle(name: "grabIdle")
  public static let grabActive = PointerStyle(name: "grabActive")
  public static let link = PointerStyle(name: "link")
  public static let zoomIn = PointerStyle(name: "zoomIn")
  public static let zoomOut = PointerStyle(name: "zoomOut")
  public static let columnResize = PointerStyle(name: "columnResize")
  public static let rowResize = PointerStyle(name: "rowResize")

  /// The pointer for resizing a column in the given directions.
  public static func columnResize(directions: HorizontalDirection.Set) -> PointerStyle {
    PointerStyle(name: "columnResize")
  }

  /// The pointer for resizing a row in the given directions.
  public static func rowResize(directions: VerticalDirection.Set) -> PointerStyle {
    PointerStyle(name: "rowResize")
  }

  /// The pointer for resizing a frame from an edge or a corner.
  public static func frameResize(
    position: FrameResizePosition, directions: FrameResizeDirection.Set = .all
  ) -> PointerStyle {
    PointerStyle(name: "frameResize")
  }

  /// A pointer drawn as `shape`.
  public static func shape(_ shape: some Shape, eoFill: Bool = false, size: CGSize) -> PointerStyle {
    PointerStyle(name: "shape")
  }

  /// A pointer drawn as `image`, its hot spot at `hotSpot`.
  public static func image(_ image: Image, hotSpot: UnitPoint) -> PointerStyle {
    PointerStyle(name: "image")
  }
}

/// An edge or corner of a frame, where a resize starts.
public enum FrameResizePosition: Int8, CaseIterable, Sendable, Hashable {
  case top, leading, bottom, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// A direction in which a frame can be resized.
public enum FrameResizeDirection: Int8, CaseIterable, Sendable, Hashable {
  case inward, outward

  /// A set of resize directions.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ direction: FrameResizeDirection) { self.init(rawValue: 1 << direction.rawValue) }
    public static let inward = Set(.inward)
    public static let outward = Set(.outward)
    public static let all: Set = [.inward, .outward]
  }
}

/// A horizontal direction.
public enum HorizontalDirection: Int8, CaseIterable, Sendable, Hashable {
  case leading, trailing

  /// A set of horizontal directions.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ direction: HorizontalDirection) { self.init(rawValue: 1 << direction.rawValue) }
    public static let leading = Set(.leading)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.leading, .trailing]
  }
}

/// A vertical direction.
public enum VerticalDirection: Int8, CaseIterable, Sendable, Hashable {
  case up, down

  /// A set of vertical directions.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ direction: VerticalDirection) { self.init(rawValue: 1 << direction.rawValue) }
    public static let up = Set(.up)
    public static let down = Set(.down)
    public static let all: Set = [.up, .down]
  }
}
