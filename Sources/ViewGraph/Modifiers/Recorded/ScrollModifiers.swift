import Foundation

// The iOS 17–18 scroll API: recorded on the view. Nothing scrolls headlessly, so a scroll
// position stays where the code puts it and the geometry and phase callbacks never run.

/// Where a scroll view is scrolled to (iOS 18): an edge, a view's id or a point. Nothing
/// scrolls headlessly, so it holds what was last asked of it.
///
/// ```swift
/// @State private var position = ScrollPosition(edge: .top)
/// ScrollView { … }.scrollPosition($position)
/// Button("Top") { position.scrollTo(edge: .top) }
/// ```
public struct ScrollPosition: Hashable, Sendable {
  /// The edge scrolled to, if the position is one.
  public private(set) var edge: Edge?
  /// The point scrolled to, if the position is one.
  public private(set) var point: CGPoint?
  private var id: TargetID?
  /// Whether the user moved the position (never, headlessly).
  public var isPositionedByUser: Bool { false }

  public init(idType: (some Hashable & Sendable).Type = Never.self) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { self.edge = edge }
  public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) { self.point = point }
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
    point = CGPoint(x: x, y: 0)
  }
  public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
    point = CGPoint(x: 0, y: y)
  }
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { self.id = TargetID(value: id) }

  /// The id of the view scrolled to, if it is of `type`.
  public func viewID<ID: Hashable>(type: ID.Type) -> ID? { id?.value as? ID }
  /// The id of the view scrolled to.
  public var viewID: (any Hashable & Sendable)? { id?.value }

  /// A view id, compared as `AnyHashable` compares.
  private struct TargetID: Hashable, Sendable {
    let value: any Hashable & Sendable
    static func == (a: Self, b: Self) -> Bool { AnyHashable(a.value) == AnyHashable(b.value) }
    func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(value)) }
  }

  public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
  public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
  public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(x: x) }
  public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(y: y) }
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(point: CGPoint(x: x, y: y)) }
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    self = ScrollPosition(id: id, anchor: anchor)
  }
}

/// The geometry of a scroll view, as `onScrollGeometryChange` reads it.
public struct ScrollGeometry: Equatable, Sendable {
  public var contentOffset: CGPoint
  public var contentSize: CGSize
  public var contentInsets: EdgeInsets
  public var containerSize: CGSize
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}

/// What a scroll view is doing.
public enum ScrollPhase: Equatable, Sendable {
  case idle, tracking, interacting, decelerating, animating
  public var isScrolling: Bool { self != .idle }
}

/// The context of a scroll phase change.
public struct ScrollPhaseChangeContext: Sendable {
  public var geometry: ScrollGeometry
  public var velocity: CGVector?
}

/// How a scroll view bounces at its edges (recorded).
public struct ScrollBounceBehavior: Sendable {
  let name: String
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  public static let always = ScrollBounceBehavior(name: "always")
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// The anchor a scroll view keeps in view (recorded).
public struct ScrollAnchorRole: Hashable, Sendable {
  let name: String
  public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
  public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
  public static let alignment = ScrollAnchorRole(name: "alignment")
}

extension View {
  /// Binds the scroll view's position (iOS 18; recorded: nothing scrolls).
  nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("scrollPosition", position.wrappedValue)
  }

  /// Runs `action` when the transformed scroll geometry changes (recorded: nothing scrolls).
  ///
  /// ```swift
  /// ScrollView { … }.onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 20 } action: { _, scrolled in
  ///   showsShadow = scrolled
  /// }
  /// ```
  nonisolated public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("onScrollGeometryChange", T.self)
  }

  /// Runs `action` when the scroll phase changes (recorded).
  nonisolated public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  )
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("onScrollPhaseChange")
  }

  /// Runs `action` with the context when the scroll phase changes (recorded).
  nonisolated public func onScrollPhaseChange(
    _ action:
      @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) ->
      Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("onScrollPhaseChange")
  }

  /// Runs `action` when the view scrolls in or out of sight (recorded).
  nonisolated public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
  )
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("onScrollVisibilityChange", threshold)
  }

  /// Runs `action` with the ids of the scroll targets in sight (recorded).
  nonisolated public func onScrollTargetVisibilityChange<ID: Hashable>(
    idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("onScrollTargetVisibilityChange", threshold)
  }

  /// The anchor the scroll view starts at (recorded).
  nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, _StyleModifier> {
    style("defaultScrollAnchor", anchor as Any)
  }

  /// The anchor the scroll view keeps for `role` (recorded).
  nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole)
    -> ModifiedContent<
      Self, _StyleModifier
    >
  {
    style("defaultScrollAnchor", anchor as Any, role.name)
  }

  /// How the scroll views below bounce (recorded).
  nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("scrollBounceBehavior", behavior.name)
  }

  /// Effects applied as the view scrolls through the visible region (recorded; the effect is
  /// built for `.identity`, where a view at rest is).
  ///
  /// ```swift
  /// Card().scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }
  /// ```
  nonisolated public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("scrollTransition")
  }

  /// Effects applied as the view scrolls past each edge (recorded).
  nonisolated public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("scrollTransition")
  }
}

/// Where a view is in a scroll transition.
public enum ScrollTransitionPhase: Equatable, Sendable {
  case topLeading, identity, bottomTrailing
  public var isIdentity: Bool { self == .identity }
  /// -1 before the visible region, 0 in it, 1 after it.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition animates (recorded).
public struct ScrollTransitionConfiguration: Sendable {
  let name: String
  public static let identity = ScrollTransitionConfiguration(name: "identity")
  public static let interactive = ScrollTransitionConfiguration(name: "interactive")
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(name: "animated")
  }
  public static var animated: ScrollTransitionConfiguration { animated() }
  public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration
  {
    self
  }
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

  /// How far into the visible region a transition starts.
  public struct Threshold: Sendable {
    let value: Double
    public static let visible = Threshold(value: 0)
    public static let hidden = Threshold(value: 1)
    public static var centered: Threshold { Threshold(value: 0.5) }
    public static func visible(_ amount: Double) -> Threshold { Threshold(value: amount) }
    public static func hidden(_ amount: Double) -> Threshold { Threshold(value: amount) }
  }
}
