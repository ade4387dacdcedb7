/// Alignment of views in a stack (layout is not modelled; these type-check).
public struct HorizontalAlignment: Equatable, Sendable {
  let key: AlignmentKey
  var name: String { key.name }
  var id: (any AlignmentID.Type)? { key.id }

  /// A custom alignment, with the guide `id` that gives its default value.
  ///
  /// ```swift
  /// extension HorizontalAlignment {
  ///   private enum Label: AlignmentID {
  ///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
  ///   }
  ///   static let label = HorizontalAlignment(Label.self)
  /// }
  /// ```
  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

  init(name: String) { key = AlignmentKey(name: name) }

  public static let leading = HorizontalAlignment(name: "leading")
  public static let center = HorizontalAlignment(name: "center")
  public static let trailing = HorizontalAlignment(name: "trailing")
}

public struct VerticalAlignment: Equatable, Sendable {
  let key: AlignmentKey
  var name: String { key.name }
  var id: (any AlignmentID.Type)? { key.id }

  /// A custom alignment, with the guide `id` that gives its default value.
  ///
  /// ```swift
  /// extension VerticalAlignment {
  ///   private enum Avatar: AlignmentID {
  ///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
  ///   }
  ///   static let avatar = VerticalAlignment(Avatar.self)
  /// }
  /// ```
  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }

  init(name: String) { key = AlignmentKey(name: name) }

  public static let top = VerticalAlignment(name: "top")
  public static let center = VerticalAlignment(name: "center")
  public static let bottom = VerticalAlignment(name: "bottom")
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  /// The leading edge and the first text line's baseline; the others pair the same way.
  ///
  /// ```swift
  /// ZStack(alignment: .trailingLastTextBaseline) { text; moreButton }
  /// ```
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A type that gives a custom alignment guide its default value in a view's dimensions.
///
/// ```swift
/// private enum ControlAlignment: AlignmentID {
///   static func defaultValue(in context: ViewDimensions) -> CGFloat {
///     context[HorizontalAlignment.center]
///   }
/// }
/// ```
public protocol AlignmentID {
  /// The guide's value in a view that sets none explicitly.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// What names an alignment guide: a built-in one by its name, a custom one by its
/// `AlignmentID` type, whose default value `ViewDimensions` reads. Guides are equal when
/// their names are.
struct AlignmentKey: Equatable, Sendable {
  let name: String
  // The metatype is immutable and stateless; only its static function is called.
  nonisolated(unsafe) let id: (any AlignmentID.Type)?

  init(name: String) {
    self.name = name
    id = nil
  }

  init(_ id: any AlignmentID.Type) {
    name = String(reflecting: id)
    self.id = id
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
}
