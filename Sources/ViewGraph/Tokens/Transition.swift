/// A transition written as a type (iOS 17): how a view looks as it is inserted or
/// removed, by phase. Recorded by name like ``AnyTransition``, not animated: ViewGraph
/// inserts and removes views at once, so a view is always at `.identity`.
///
/// ```swift
/// struct Reveal: Transition {
///   func body(content: Content, phase: TransitionPhase) -> some View {
///     content.opacity(phase.isIdentity ? 1 : 0).blur(radius: phase.isIdentity ? 0 : 8)
///   }
/// }
/// Text("Saved").transition(Reveal())
/// Text("Saved").transition(.scale(0.5).combined(with: .opacity))
/// ```
@MainActor @preconcurrency
public protocol Transition {
  associatedtype Body: View
  /// The view `content` becomes at `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
  /// What the transition does, so reduced motion can replace it.
  static var properties: TransitionProperties { get }
  typealias Content = PlaceholderContentView<Self>
}

extension Transition {
  public static var properties: TransitionProperties { TransitionProperties() }

  /// This transition and `other` together.
  public func combined<T: Transition>(with other: T) -> some Transition {
    CombinedTransition(first: self, second: other)
  }

  /// This transition, run with `animation` (recorded, not run).
  public func animation(_ animation: Animation?) -> some Transition { self }

  /// The name a snapshot or a map shows: `scale(0.5)+opacity`.
  var recordedName: String {
    (self as? any NamedTransition)?.transitionName ?? String(describing: Self.self)
  }
}

/// Where a transition is: before insertion, in place, or after removal.
public enum TransitionPhase: Hashable, Sendable {
  case willAppear
  case identity
  case didDisappear

  /// Whether the view is in place.
  public var isIdentity: Bool { self == .identity }
  /// `0` in place, `-1` before insertion, `1` after removal.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition does: whether it moves the view.
public struct TransitionProperties: Sendable {
  /// Whether the transition moves the view (a slide does, an opacity fade does not).
  public var hasMotion: Bool
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A transition ViewGraph ships, with the name it is recorded by.
@MainActor
protocol NamedTransition {
  var transitionName: String { get }
}

struct CombinedTransition<First: Transition, Second: Transition>: Transition, NamedTransition {
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
  let first: First
  let second: Second
  var transitionName: String { "\(first.recordedName)+\(second.recordedName)" }
}

/// Fades the view in and out.
public struct OpacityTransition: Transition, NamedTransition {
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
  public init() {}
  var transitionName: String { "opacity" }
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Scales the view from `scale` to its size.
public struct ScaleTransition: Transition, NamedTransition {
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
  public var scale: Double
  public var anchor: UnitPoint
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }
  var transitionName: String { "scale(\(scale))" }
}

/// Slides the view in from the leading edge and out to the trailing one.
public struct SlideTransition: Transition, NamedTransition {
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
  public init() {}
  var transitionName: String { "slide" }
}

/// Moves the view in from `edge` and out to it.
public struct MoveTransition: Transition, NamedTransition {
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  var transitionName: String { "move(\(edge))" }
}

/// Pushes the view in from `edge`, fading it.
public struct PushTransition: Transition, NamedTransition {
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  var transitionName: String { "push(\(edge))" }
}

/// Offsets the view by `offset` before insertion and after removal.
public struct OffsetTransition: Transition, NamedTransition {
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
  public var offset: CGSize
  public init(_ offset: CGSize) { self.offset = offset }
  var transitionName: String { "offset(\(offset.width), \(offset.height))" }
}

/// No change.
public struct IdentityTransition: Transition, NamedTransition {
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
  public init() {}
  var transitionName: String { "identity" }
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// One transition on insertion and another on removal.
///
/// ```swift
/// card.transition(AsymmetricTransition(insertion: .identity, removal: .opacity))
/// ```
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, NamedTransition {
  public var insertion: Insertion
  public var removal: Removal

  public init(insertion: Insertion, removal: Removal) {
    self.insertion = insertion
    self.removal = removal
  }

  public func body(content: Content, phase: TransitionPhase) -> some View { content }
  var transitionName: String { "asymmetric(\(insertion.recordedName), \(removal.recordedName))" }
}

/// Blurs the view out and the replacement in.
public struct BlurReplaceTransition: Transition, NamedTransition {
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
  /// How the blur scales the view.
  public struct Configuration: Hashable, Sendable {
    let name: String
    public static let downUp = Configuration(name: "downUp")
    public static let upUp = Configuration(name: "upUp")
  }
  public var configuration: Configuration
  public init(configuration: Configuration) { self.configuration = configuration }
  var transitionName: String { "blurReplace(\(configuration.name))" }
}

extension Transition where Self == OpacityTransition {
  public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
  public static var scale: ScaleTransition { ScaleTransition(0) }
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
    ScaleTransition(scale, anchor: anchor)
  }
}

extension Transition where Self == SlideTransition {
  public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
  public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
  public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
    OffsetTransition(CGSize(width: x, height: y))
  }
}

extension Transition where Self == IdentityTransition {
  public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == BlurReplaceTransition {
  public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp)
    -> BlurReplaceTransition
  {
    BlurReplaceTransition(configuration: configuration)
  }
}

extension AnyTransition {
  /// A type-erased `transition`.
  @MainActor public init<T: Transition>(_ transition: T) { self.init(name: transition.recordedName) }
}

extension View {
  /// Records that the view is inserted and removed with `transition`.
  ///
  /// ```swift
  /// Text("Saved").transition(.blurReplace)
  /// ```
  public func transition<T: Transition>(_ transition: T) -> ModifiedContent<Self, _StyleModifier> {
    style("transition", transition.recordedName)
  }
}
