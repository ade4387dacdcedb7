/// A custom layout container an app writes (`FlowLayout`, `RadialLayout`).
///
/// ViewGraph does no layout, so it never calls `sizeThatFits` or `placeSubviews`; using the
/// layout as a container (`FlowLayout { … }`) mounts its content in order, as a stack does,
/// so the subviews' state and controls work. A test can call the layout's methods itself.
///
/// ```swift
/// struct FlowLayout: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///   func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
/// }
///
/// FlowLayout { ForEach(tags) { Text($0.name) } }
/// ```
@preconcurrency public protocol Layout: Sendable, Animatable {
  /// Data the layout keeps between calls.
  associatedtype Cache = Void

  typealias Subviews = LayoutSubviews

  /// Properties of the layout container, such as its stack orientation.
  static var layoutProperties: LayoutProperties { get }

  func makeCache(subviews: Self.Subviews) -> Self.Cache
  func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
  func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
}

extension Layout where Cache == () {
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
  /// The default properties: no stack orientation, as SwiftUI's default implementation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
    cache = makeCache(subviews: subviews)
  }

  public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing { ViewSpacing() }

  /// Uses the layout as a container of `content`.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutContainer<Self, V> {
    _LayoutContainer(layout: self, content: content())
  }
}

/// A custom layout's content, mounted in order (the layout is recorded, not applied).
public struct _LayoutContainer<L: Layout, Content: View> {
  let layout: L
  let content: Content
}

extension _LayoutContainer: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension _LayoutContainer: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(content, key: .content) }
}

/// The size a container offers a view; nil dimensions are unspecified.
public struct ProposedViewSize: Hashable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?

  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

/// The subviews a layout arranges. Empty in ViewGraph, which never lays out.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
  let elements: [LayoutSubview]

  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(index: Int) -> LayoutSubview { elements[index] }
}

/// One subview a layout arranges.
public struct LayoutSubview: Equatable, Sendable {
  let size: CGSize

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: size)
  }

  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    return ViewDimensions(width: size.width, height: size.height)
  }

  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}

  public var spacing: ViewSpacing { ViewSpacing() }
  public var priority: Double { 0 }
}

/// A view's size, as a layout measures it.
public struct ViewDimensions: Equatable, Sendable {
  public let width: CGFloat
  public let height: CGFloat

  /// Where a guide falls in the view: its implicit value (leading 0, center half the
  /// width, trailing the width), as no explicit guides are laid out here.
  ///
  /// ```swift
  /// .alignmentGuide(.firstTextBaseline) { $0[VerticalAlignment.center] }
  /// ```
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    if let id = guide.id { return id.defaultValue(in: self) }
    return switch guide {
    case .leading: 0
    case .trailing: width
    default: width / 2
    }
  }

  /// Where a vertical guide falls: top 0, center half the height, bottom and the text
  /// baselines the height.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    if let id = guide.id { return id.defaultValue(in: self) }
    return switch guide {
    case .top: 0
    case .center: height / 2
    default: height
    }
  }

  /// An explicit value for a guide: nil, as no view sets one here.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// The spacing a view prefers around it (ViewGraph: the standard 8 points).
public struct ViewSpacing: Equatable, Sendable {
  public init() {}
  public static let zero = ViewSpacing()

  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 8 }
}
