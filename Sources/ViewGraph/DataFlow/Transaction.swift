/// The context of an update. ViewGraph has no animation, so it carries nothing that
/// changes behaviour; it exists so SwiftUI code type-checks.
///
/// ```swift
/// withTransaction(Transaction(animation: .default)) { isExpanded.toggle() }
/// ```
public struct Transaction: @unchecked Sendable {
  public var animation: Animation?
  public var disablesAnimations = false
  /// Whether the change comes from a continuous action, as a slider's drag does; kept, since
  /// nothing animates.
  public var isContinuous = false
  /// Whether animations track the velocity of the values they change (iOS 17); kept.
  public var tracksVelocity = false
  // Values by key, as `@Entry` on `Transaction` declares them. Unchecked: SwiftUI's
  // `TransactionKey` does not require `Sendable` values either.
  private var values: [ObjectIdentifier: Any] = [:]
  public init() {}
  public init(animation: Animation?) { self.animation = animation }

  /// The value for `key`, or its default.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a value carried by a ``Transaction``; `@Entry` on `Transaction` writes one.
///
/// ```swift
/// extension Transaction { @Entry var isUndo = false }
/// ```
public protocol TransactionKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// An animation description; ViewGraph applies every change immediately.
///
/// ```swift
/// withAnimation(.easeInOut(duration: 0.2)) { isExpanded.toggle() }
/// ```
public struct Animation: Sendable, Equatable {
  let name: String
  public static let `default` = Animation(name: "default")
  public static let linear = Animation(name: "linear")
  public static let easeIn = Animation(name: "easeIn")
  public static let easeOut = Animation(name: "easeOut")
  public static let easeInOut = Animation(name: "easeInOut")
  public static let spring = Animation(name: "spring")
  public static func linear(duration: Double) -> Animation { .linear }
  public static func easeIn(duration: Double) -> Animation { .easeIn }
  public static func easeOut(duration: Double) -> Animation { .easeOut }
  public static func easeInOut(duration: Double) -> Animation { .easeInOut }
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0)
    -> Animation
  { .spring }
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation { .spring }
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  )
    -> Animation
  { .spring }
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation { .spring }
  public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    .spring
  }
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  )
    -> Animation
  { .easeInOut }
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  public func delay(_ delay: Double) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once; ViewGraph does not animate. Not isolated, as in SwiftUI: a model
/// may call it from any context.
///
/// Its writes are a transaction of their own: what the action wrote before is applied
/// first, and its own writes are applied as one update before the action goes on (S236).
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try ViewHost.inOwnTransaction(body)
}

/// Runs `body` at once; ViewGraph does not animate.
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// Runs `body` at once, then `completion`: with no animation, every animation is complete.
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try ViewHost.inOwnTransaction(body)
  completion()
  return result
}

/// When an animation counts as complete (type-checks; ViewGraph does not animate).
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let name: String
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  public static let removed = AnimationCompletionCriteria(name: "removed")
}
